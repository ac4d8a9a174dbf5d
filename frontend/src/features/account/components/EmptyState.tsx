import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A friendly "nothing here yet" with the one thing to do next. `level`: its title's heading level (h3 inside a titled section). */
export function EmptyState({
  icon,
  title,
  text,
  action,
  level = 'h2',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  level?: 'h2' | 'h3';
}) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 5,
      }}
    >
      <Box
        aria-hidden
        sx={(t) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'secondary.main',
          bgcolor: t.alpha(t.vars.palette.secondary.main, 0.1),
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h4" component={level}>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {text}
      </Typography>
      {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
    </Stack>
  );
}
