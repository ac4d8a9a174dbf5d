import { Suspense, useState } from 'react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { PageSpinner } from '../../../components/PageSpinner';
import { SkipLink } from '../../../components/SkipLink';
import { TransitionLink } from '../../../components/TransitionLink';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useCurrentUser, type CurrentUser } from '../../../lib/session';
import { useSignOut } from '../../../lib/signOut';
import { ADMIN_TOOLS } from '../adminTools';
import { visuallyHidden } from '@mui/utils';
import { AdminNav } from './AdminNav';
import { currentTool } from './currentTool';

const RAIL_WIDTH = 264;
/** The bar's height: compact on phones, where the page should start near the top. */
const BAR = { xs: 56, lg: 64 } as const;
const MENU_ID = 'admin-menu';

function Who({ user }: { user: CurrentUser | null }) {
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        aria-hidden
        sx={{ width: 32, height: 32, fontSize: '0.875rem', fontWeight: 700, bgcolor: 'accent.main', color: 'accent.contrastText' }}
      >
        {(user.firstName || user.name).slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 650, lineHeight: 'inherit' }}>
          {user.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
          Signed in as admin
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * The admin area's own frame (every /admin route, admins only): a compact header (brand, the
 * current tool, who is signed in, back to the site, sign out), a rail of every tool on wide
 * screens, the same rail as a menu drawer below that (the menu button is the header's first
 * control, so on a phone the tools come first and the page starts right under the bar). No
 * marketing footer, no Book Now.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const { signOut, pending } = useSignOut();
  // The drawer is open for the page it was opened on: a route change (a tool chosen, Back) closes it.
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const menuOpen = menuFor === pathname;
  const closeMenu = () => setMenuFor(null);
  const tool = currentTool(ADMIN_TOOLS, pathname);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar
        component="header"
        position="sticky"
        data-mui-color-scheme="dark"
        sx={(t) => ({
          background: t.brand.bar,
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        })}
      >
        <Toolbar sx={{ minHeight: BAR, height: BAR, gap: { xs: 1, lg: 2 }, px: { xs: 1, sm: 2, lg: 3 } }} disableGutters>
          <IconButton
            color="inherit"
            aria-label="Open admin menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MENU_ID : undefined}
            onClick={() => setMenuFor(pathname)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuRoundedIcon />
          </IconButton>
          <Link
            component={TransitionLink}
            to={paths.admin}
            color="inherit"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, borderRadius: 1, flexShrink: 0 }}
          >
            <Logo height={28} variant="mark" title={null} sx={{ display: { lg: 'none' } }} />
            <Logo height={28} title={null} sx={{ display: { xs: 'none', lg: 'block' } }} />
            <Box component="span" sx={visuallyHidden}>
              {brand.name}{' '}
            </Box>
            <Box
              component="span"
              sx={{
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'accent.main',
                color: 'accent.contrastText',
                fontSize: '0.75rem',
                fontWeight: 800,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                display: { xs: 'none', sm: 'inline' },
              }}
            >
              Admin
            </Box>
          </Link>
          {tool ? (
            <>
              <Divider orientation="vertical" flexItem sx={{ my: 1.5, display: { xs: 'none', sm: 'block' } }} />
              <Typography component="p" noWrap sx={{ fontWeight: 650, fontSize: { xs: '1rem', lg: '1.0625rem' }, minWidth: 0 }}>
                {tool.label}
              </Typography>
            </>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', display: { xs: 'none', lg: 'flex' } }}>
            <Button component={TransitionLink} to={paths.home} color="inherit" startIcon={<StorefrontOutlinedIcon />}>
              View site
            </Button>
            <Who user={user} />
            <Button
              color="inherit"
              variant="outlined"
              onClick={signOut}
              disabled={pending}
              startIcon={<LogoutRoundedIcon />}
              sx={(t) => ({ borderColor: t.alpha(t.vars.palette.text.primary, 0.36) })}
            >
              Sign out
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>

      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        <Box
          sx={{
            display: { xs: 'none', lg: 'block' },
            width: RAIL_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: BAR.lg,
            height: `calc(100dvh - ${BAR.lg}px)`,
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <AdminNav tools={ADMIN_TOOLS} pathname={pathname} />
        </Box>

        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', outline: 'none', bgcolor: 'background.default' }}
        >
          <Suspense fallback={<PageSpinner label="Loading the page" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>

      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        sx={{ display: { lg: 'none' } }}
        slotProps={{
          paper: {
            id: MENU_ID,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Admin menu',
            sx: { width: 'min(320px, calc(100vw - 40px))', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: BAR.xs, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Logo height={26} variant="mark" title={null} />
            <Typography component="p" sx={{ fontWeight: 750 }}>
              Admin tools
            </Typography>
          </Stack>
          <IconButton aria-label="Close admin menu" onClick={closeMenu} edge="end">
            <CloseRoundedIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <AdminNav tools={ADMIN_TOOLS} pathname={pathname} onNavigate={closeMenu} />
        </Box>
        <Stack spacing={1.5} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Who user={user} />
          <Stack direction="row" spacing={1}>
            <Button
              component={TransitionLink}
              to={paths.home}
              onClick={closeMenu}
              variant="outlined"
              startIcon={<StorefrontOutlinedIcon />}
              sx={{ flex: 1 }}
            >
              View site
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                closeMenu();
                signOut();
              }}
              disabled={pending}
              startIcon={<LogoutRoundedIcon />}
              sx={{ flex: 1 }}
            >
              Sign out
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </Box>
  );
}
