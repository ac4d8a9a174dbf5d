import Box from '@mui/material/Box';

/** "Skip to content": the first stop of the keyboard on every page, shown when focused; jumps to #main. */
export function SkipLink() {
  return (
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
  );
}
