import { Suspense, useId, useRef, useState, type MouseEvent } from 'react';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { paths } from '../../config/paths';
import { preloadable } from '../../lib/preloadable';
import { TransitionLink } from '../TransitionLink';
import { useTransitionNavigate } from '../transition/TransitionProvider';
import { LOGIN_LABEL, type NavAccount } from './nav-links';

// The popup menu (MUI Menu, Popover, Modal) loads on first use: it is not needed to paint the page.
const AccountMenuPopup = preloadable(async () => (await import('./AccountMenuPopup')).AccountMenuPopup);
const preloadPopup = () => void AccountMenuPopup.preload();

interface AccountMenuProps {
  account: NavAccount;
  onManageMembership: () => void;
  onSignOut: () => void;
  onOpen?: () => void;
}

/** The desktop account entry: 'Login / Create User', or a menu headed by the first name. */
export function AccountMenu({ account, onManageMembership, onSignOut, onOpen }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  // A dialog opened from the menu waits until the menu has gone: two modals crossing would leave
  // the new one hidden from assistive technology.
  const afterClose = useRef<(() => void) | null>(null);
  const go = useTransitionNavigate();
  const id = useId();
  const menuId = `${id}-account-menu`;
  const buttonId = `${id}-account-button`;

  if (account.status === 'loading') {
    return <Skeleton variant="rounded" width={132} height={44} sx={{ borderRadius: 999, bgcolor: 'rgba(255,255,255,0.08)' }} aria-hidden />;
  }

  if (account.status === 'signed-out') {
    return (
      <Button
        component={TransitionLink}
        to={paths.auth}
        variant="outlined"
        color="inherit"
        startIcon={<PersonOutlineRoundedIcon />}
        sx={(t) => ({
          whiteSpace: 'nowrap',
          borderColor: t.alpha(t.vars.palette.text.primary, 0.36),
          '&:hover': { borderColor: 'text.primary' },
        })}
      >
        {LOGIN_LABEL}
      </Button>
    );
  }

  const close = () => setAnchor(null);
  const open = (e: MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    setMounted(true);
    onOpen?.();
  };
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const thenAfterClose = (action: () => void) => () => {
    afterClose.current = action;
    close();
  };
  const onExited = () => {
    const action = afterClose.current;
    afterClose.current = null;
    action?.();
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={open}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={
          // MUI's Avatar, drawn as it draws a letter: the component (about 2 KB) stays out of the first load.
          <Box
            aria-hidden
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
              width: 28,
              height: 28,
              fontSize: '0.875rem',
              fontWeight: 700,
              lineHeight: 1,
              borderRadius: '50%',
              overflow: 'hidden',
              userSelect: 'none',
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
              '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
            }}
          >
            {account.firstName.slice(0, 1).toUpperCase()}
          </Box>
        }
        endIcon={<ExpandMoreRoundedIcon sx={{ transition: 'transform 160ms', transform: anchor ? 'rotate(180deg)' : 'none' }} />}
        sx={(t) => ({ pl: 1, pr: 1.5, maxWidth: 220, '&:hover': { bgcolor: t.alpha(t.vars.palette.common.white, 0.08) } })}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{account.firstName}</span>
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            isAdmin={account.isAdmin}
            onClose={close}
            onProfile={then(() => go(paths.profile))}
            onManageMembership={thenAfterClose(onManageMembership)}
            onAdmin={then(() => go(paths.admin))}
            onSignOut={then(onSignOut)}
            onExited={onExited}
          />
        </Suspense>
      ) : null}
    </>
  );
}
