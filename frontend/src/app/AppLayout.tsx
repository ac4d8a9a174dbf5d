import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { TopBar } from '../components/TopBar';

/** The frame every page renders in. The footer, page transitions and scroll handling join it later. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: (t) => t.zIndex.tooltip,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'accent.main',
          color: 'accent.contrastText',
          fontWeight: 650,
          textDecoration: 'none',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
