import Box, { type BoxProps } from '@mui/material/Box';

/**
 * A section in the theme's dark variant (hero, top bar, later the footer): inside it, every token
 * (`text.primary`, `primary.main`, buttons…) takes its dark-scheme value. Same theme, same provider.
 */
export function DarkSurface({ sx, children, ...rest }: BoxProps) {
  return (
    <Box
      data-mui-color-scheme="dark"
      sx={[{ bgcolor: 'background.default', color: 'text.primary', colorScheme: 'dark' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {children}
    </Box>
  );
}
