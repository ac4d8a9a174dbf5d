import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipRoundedIcon from '@mui/icons-material/CardMembershipRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { Logo } from '../Logo';
import { TransitionLink } from '../TransitionLink';
import { useTransitionNavigate } from '../transition/TransitionProvider';
import { BOOK_NOW_LABEL, LOGIN_LABEL, NAV_LINKS, isActiveLink, type NavAccount } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  account: NavAccount;
  pathname: string;
  onManageMembership: () => void;
  onSignOut: () => void;
}

function AccountItem({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <ListItemButton onClick={onClick} sx={{ minHeight: 48, borderRadius: 2 }}>
      <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
    </ListItemButton>
  );
}

/** The phone and tablet menu: the seven links, the account (first-name menu or login) and Book Now. */
export function MobileMenu({ id, open, onClose, account, pathname, onManageMembership, onSignOut }: MobileMenuProps) {
  const go = useTransitionNavigate();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  // A dialog opened from the menu waits until the drawer has gone: two modals crossing would
  // leave the new one hidden from assistive technology.
  const afterClose = useRef<(() => void) | null>(null);
  const thenAfterClose = (action: () => void) => () => {
    afterClose.current = action;
    onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        transition: {
          onExited: () => {
            const action = afterClose.current;
            afterClose.current = null;
            action?.();
          },
        },
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Menu',
          sx: { width: 'min(360px, calc(100vw - 40px))', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Logo height={30} title={null} sx={{ color: 'primary.main' }} />
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>

      <Box sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1.5 }}>
        <nav aria-label="Main">
          <List disablePadding>
            {NAV_LINKS.map((link) => {
              const active = isActiveLink(link.to, pathname);
              return (
                <li key={link.to}>
                  <ListItemButton
                    component={TransitionLink}
                    to={link.to}
                    onClick={onClose}
                    aria-current={active ? 'page' : undefined}
                    selected={active}
                    sx={(t) => ({
                      minHeight: 48,
                      borderRadius: 2,
                      '&.Mui-selected': { bgcolor: t.alpha(t.vars.palette.secondary.main, 0.1), color: 'primary.main' },
                    })}
                  >
                    <ListItemText
                      primary={link.label}
                      slotProps={{ primary: { sx: { fontWeight: active ? 700 : 600, fontSize: '1.0625rem' } } }}
                    />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </nav>

        <Divider sx={{ my: 1.5 }} />

        {account.status === 'loading' ? <Skeleton variant="rounded" height={48} sx={{ borderRadius: 2, mx: 1 }} aria-hidden /> : null}

        {account.status === 'signed-out' ? (
          <Box sx={{ px: 1 }}>
            <Button
              component={TransitionLink}
              to={paths.auth}
              onClick={onClose}
              variant="outlined"
              color="primary"
              size="large"
              fullWidth
              startIcon={<PersonOutlineRoundedIcon />}
            >
              {LOGIN_LABEL}
            </Button>
          </Box>
        ) : null}

        {account.status === 'signed-in' ? (
          <Box component="section" aria-labelledby={`${id}-account`}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 1.5, py: 1 }}>
              <Avatar aria-hidden sx={{ width: 36, height: 36, fontWeight: 700, bgcolor: 'accent.main', color: 'accent.contrastText' }}>
                {account.firstName.slice(0, 1).toUpperCase()}
              </Avatar>
              <Typography id={`${id}-account`} variant="h6" component="h2">
                {account.firstName}
              </Typography>
            </Stack>
            <List disablePadding aria-labelledby={`${id}-account`}>
              <li>
                <AccountItem icon={<PersonOutlineRoundedIcon />} label="My Profile" onClick={then(() => go(paths.profile))} />
              </li>
              <li>
                <AccountItem icon={<CardMembershipRoundedIcon />} label="Manage Membership" onClick={thenAfterClose(onManageMembership)} />
              </li>
              {account.isAdmin ? (
                <li>
                  <AccountItem icon={<AdminPanelSettingsOutlinedIcon />} label="Admin Dashboard" onClick={then(() => go(paths.admin))} />
                </li>
              ) : null}
              <li>
                <AccountItem icon={<LogoutRoundedIcon />} label="Sign Out" onClick={then(onSignOut)} />
              </li>
            </List>
          </Box>
        ) : null}
      </Box>

      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', pb: 'max(16px, env(safe-area-inset-bottom))' }}>
        <Button
          component={TransitionLink}
          to={paths.selectLocation}
          onClick={onClose}
          variant="contained"
          color="accent"
          size="large"
          fullWidth
        >
          {BOOK_NOW_LABEL}
        </Button>
      </Box>
    </Drawer>
  );
}
