import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../config/brand';
import { paths } from '../config/paths';
import { Logo } from './Logo';

/**
 * The minimal top bar: the logo, home. The full navigation bar (links, account menu, Book Now)
 * replaces the empty right-hand side later.
 */
export function TopBar() {
  return (
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
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Link
            component={RouterLink}
            to={paths.home}
            aria-label={`${brand.name}, home`}
            color="inherit"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, borderRadius: 1 }}
          >
            <Logo height={36} title={null} />
          </Link>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
