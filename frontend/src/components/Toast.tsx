import { useRef, useState, type PointerEvent, type Ref } from 'react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import GolfCourseRoundedIcon from '@mui/icons-material/GolfCourseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import type { ToastContent } from '../lib/notify';
import { swipeDismisses, swipeOffset } from '../lib/swipe';

type ToastProps = CustomContentProps & ToastContent & { ref?: Ref<HTMLDivElement> };

/**
 * One notification: a title, a description and an optional action, in the default or the
 * destructive look. A swipe (pointer or touch) of 50 px to the right dismisses it; shorter snaps back.
 */
export function Toast({ id, variant, title, description, actionButton, style, className, ref }: ToastProps) {
  const { closeSnackbar } = useSnackbar();
  const destructive = variant === 'destructive';
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId === e.pointerId) setOffset(swipeOffset(start.current.x, e.clientX));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== e.pointerId) return;
    const dismiss = e.type === 'pointerup' && swipeDismisses(start.current.x, e.clientX);
    start.current = null;
    if (dismiss) closeSnackbar(id);
    else setOffset(0);
  };

  return (
    <SnackbarContent ref={ref} style={style} className={className} data-toast={variant} aria-atomic="true">
      <Box
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={(t) => ({
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          pl: 2,
          pr: 1,
          py: 1.5,
          borderRadius: '14px',
          border: 1,
          touchAction: 'pan-y',
          userSelect: 'none',
          cursor: 'grab',
          transform: `translateX(${offset}px)`,
          opacity: Math.max(0.35, 1 - offset / 240),
          transition: offset === 0 ? 'transform 180ms ease, opacity 180ms ease' : 'none',
          boxShadow: '0 12px 32px rgba(7, 42, 32, 0.22), 0 2px 6px rgba(7, 42, 32, 0.12)',
          ...(destructive
            ? { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.main' }
            : {
                bgcolor: 'background.paper',
                color: 'text.primary',
                borderColor: 'divider',
                borderLeft: `4px solid ${t.vars.palette.secondary.main}`,
              }),
        })}
      >
        <Box aria-hidden sx={{ display: 'flex', pt: '2px', color: destructive ? 'inherit' : 'secondary.main', '& svg': { fontSize: 22 } }}>
          {destructive ? <ErrorOutlineRoundedIcon /> : <GolfCourseRoundedIcon />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, py: 0.25 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.9375rem', lineHeight: 1.4 }}>
            {title}
          </Typography>
          {description ? (
            <Typography
              component="p"
              variant="body2"
              sx={{ opacity: destructive ? 0.95 : 1, color: destructive ? 'inherit' : 'text.secondary' }}
            >
              {description}
            </Typography>
          ) : null}
        </Box>
        {actionButton ? (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => {
              actionButton.onClick();
              closeSnackbar(id);
            }}
            sx={{ alignSelf: 'center', flexShrink: 0 }}
          >
            {actionButton.label}
          </Button>
        ) : null}
        <IconButton
          aria-label="Dismiss notification"
          size="small"
          color="inherit"
          onClick={() => closeSnackbar(id)}
          sx={{ alignSelf: 'center', flexShrink: 0, opacity: 0.8, '&:hover': { opacity: 1 } }}
        >
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
}
