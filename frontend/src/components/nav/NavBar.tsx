import { Suspense, useState } from 'react';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { preloadable } from '../../lib/preloadable';
import { Logo } from '../Logo';
import { TransitionLink } from '../TransitionLink';
import { AccountMenu } from './AccountMenu';
import { BOOK_NOW_LABEL, NAV_LINKS, isActiveLink, type NavAccount } from './nav-links';

// The drawer (MUI Drawer, Modal, List) loads on first use; desktop visitors never need it.
const MobileMenu = preloadable(async () => (await import('./MobileMenu')).MobileMenu);
const preloadMobileMenu = () => void MobileMenu.preload();

/** The bar's height with its bottom border: where a page's sticky parts (a grid's header row) stop. */
export const NAV_BAR_OFFSET = { xs: 65, lg: 73 };

export interface NavBarProps {
  account: NavAccount;
  /** "Manage Membership": opens the membership dialog. */
  onManageMembership: () => void;
  /** "Sign Out". */
  onSignOut: () => void;
  /** Called when the account menu opens (e.g. to start loading the membership dialog). */
  onAccountMenuOpen?: () => void;
}

/**
 * The navigation bar of spec section 2: the logo, Home … Booking History, the account entry
 * ('Login / Create User', or a menu under the first name) and Book Now → /select-location.
 * From the lg breakpoint everything sits in the bar; below it the links and the account go into
 * a menu drawer, and Book Now stays in the (sticky) bar for phones as well as in the menu.
 */
export function NavBar(props: NavBarProps) {
  const { account, onManageMembership, onSignOut, onAccountMenuOpen } = props;
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);

  return (
    // index.html's #boot-shell paints this band and wordmark before the scripts run: keep the two alike
    // (shell.spec.ts compares them).
    <AppBar
      component="header"
      position="sticky"
      data-mui-color-scheme="dark"
      sx={(t) => ({ background: t.brand.bar, color: 'text.primary', borderBottom: 1, borderColor: 'divider' })}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, lg: 72 }, gap: { xs: 1, lg: 2 } }}>
          <Link
            component={TransitionLink}
            to={paths.home}
            color="inherit"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, borderRadius: 1, flexShrink: 0 }}
          >
            {/* The image names the link: its visible wordmark then matches the accessible name (WCAG 2.5.3). */}
            <Logo height={32} title={`${brand.name}, home`} />
          </Link>

          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, flex: 1, justifyContent: 'center' }}>
            <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
              {NAV_LINKS.map((link) => {
                const active = isActiveLink(link.to, pathname);
                return (
                  <li key={link.to}>
                    <Button
                      component={TransitionLink}
                      to={link.to}
                      aria-current={active ? 'page' : undefined}
                      color="inherit"
                      sx={(t) => ({
                        px: 1.25,
                        fontSize: '0.9375rem',
                        fontWeight: 600,
                        whiteSpace: 'nowrap',
                        color: active ? 'accent.main' : 'text.primary',
                        position: 'relative',
                        '&::after': {
                          content: '""',
                          position: 'absolute',
                          left: 12,
                          right: 12,
                          bottom: 6,
                          height: 2,
                          borderRadius: 1,
                          bgcolor: 'accent.main',
                          transform: active ? 'scaleX(1)' : 'scaleX(0)',
                          transition: 'transform 160ms ease',
                        },
                        '&:hover': { bgcolor: t.alpha(t.vars.palette.common.white, 0.08) },
                      })}
                    >
                      {link.label}
                    </Button>
                  </li>
                );
              })}
            </Box>
          </Box>

          <Box sx={{ flex: 1, display: { xs: 'block', lg: 'none' } }} />

          <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 1.5 }}>
            <AccountMenu account={account} onManageMembership={onManageMembership} onSignOut={onSignOut} onOpen={onAccountMenuOpen} />
          </Box>

          <Button
            component={TransitionLink}
            to={paths.selectLocation}
            variant="contained"
            color="accent"
            sx={{ flexShrink: 0, px: { xs: 2, lg: 3 }, whiteSpace: 'nowrap' }}
          >
            {BOOK_NOW_LABEL}
          </Button>

          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            onPointerEnter={preloadMobileMenu}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
              onAccountMenuOpen?.();
            }}
            sx={{ display: { lg: 'none' }, mr: -1 }}
          >
            <MenuRoundedIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            account={account}
            pathname={pathname}
            onManageMembership={onManageMembership}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
