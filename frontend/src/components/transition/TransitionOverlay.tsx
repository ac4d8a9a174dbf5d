import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { preloadable } from '../../lib/preloadable';
import { PAGE_FADE_MS, pathOf, type GolfAnimation as GolfAnimationName } from '../../lib/page-transition';
import { usePageTransition } from './TransitionProvider';

// The animations' drawings (about 2 KB) are not in the first load: no page opens with the overlay. They
// are fetched at the first link click, in the ~700 ms before the route changes (a first visit that
// clicks nothing never downloads them; the disc stays empty for the few ms they take to arrive).
const GolfAnimation = preloadable(async () => (await import('./GolfAnimation')).GolfAnimation);

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/**
 * The overlay of spec section 2, labelled "Loading":
 * - after a click on an internal link, until the route changes (~700 ms), it shows the target's
 *   animation (golf-swing, golf-flag, …) over the page;
 * - on every page change it fades out over ~800 ms: the link's animation when a link started it,
 *   else the spinning golf ball.
 * It covers the page, not the navigation bar. While fading out it lets clicks through.
 * Under prefers-reduced-motion nothing moves or fades; the timings stay the same.
 */
export function TransitionOverlay() {
  const transition = usePageTransition();
  const { pathname, key } = useLocation();
  const clicked = transition.status === 'transitioning' && !transition.navigated;
  // The location the click was made on: after the route changes, the new page may still be loading
  // (its code arrives lazily), and the overlay stays until the new location is on screen.
  const [leftKey, setLeftKey] = useState<string | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  const [fade, setFade] = useState<{ id: number; animation: GolfAnimationName } | null>(null);

  // Adjusted while rendering (not in effects), so there is never an empty frame between the
  // overlay of the click and the fade of the new page.
  if (clicked && leftKey !== key) setLeftKey(key);
  if (!clicked && leftKey !== null && key !== leftKey) setLeftKey(null);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    const byLink = transition.status === 'transitioning' && transition.navigated && pathOf(transition.targetPath) === pathname;
    setFade({ id: (fade?.id ?? 0) + 1, animation: byLink ? transition.animation : 'golf-ball' });
  }

  useEffect(() => {
    if (transition.status === 'transitioning') void GolfAnimation.preload();
  }, [transition.status]);

  useEffect(() => {
    if (!fade) return;
    const timer = window.setTimeout(() => setFade((f) => (f?.id === fade.id ? null : f)), PAGE_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [fade]);

  const leaving = transition.status === 'transitioning' && (clicked || key === leftKey);
  if (!leaving && !fade) return null;
  const animation = leaving ? transition.animation : fade!.animation;

  return (
    <Box
      key={leaving ? 'leaving' : `fade-${fade!.id}`}
      role="status"
      aria-label="Loading"
      data-transition={leaving ? 'leaving' : 'arriving'}
      data-animation={animation}
      sx={(t) => ({
        position: 'fixed',
        inset: 0,
        zIndex: t.zIndex.appBar - 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: t.alpha(t.vars.palette.background.default, 0.94),
        backdropFilter: 'blur(6px)',
        pointerEvents: leaving ? 'auto' : 'none',
        animation: leaving ? `${fadeIn} 160ms ease-out both` : `${fadeOut} ${PAGE_FADE_MS}ms ease-in both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <Box
          sx={(t) => ({
            width: 132,
            height: 132,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.paper',
            boxShadow: `0 10px 40px ${t.alpha(t.vars.palette.primary.main, 0.16)}`,
          })}
        >
          <Suspense fallback={null}>
            <GolfAnimation name={animation} size={92} />
          </Suspense>
        </Box>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          Loading
        </Typography>
      </Box>
    </Box>
  );
}
