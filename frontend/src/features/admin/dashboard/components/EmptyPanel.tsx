import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a panel shows when there is nothing to show yet: said plainly, so it reads as intentional. */
export function EmptyPanel({
  icon,
  title,
  text,
  minHeight = 200,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  minHeight?: number;
}) {
  return (
    <Stack
      spacing={0.75}
      sx={(t) => ({
        flex: 1,
        minHeight,
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        py: 3,
        borderRadius: '12px',
        border: `1px dashed ${t.vars.palette.divider}`,
        bgcolor: t.alpha(t.vars.palette.secondary.main, 0.03),
      })}
    >
      <Stack aria-hidden sx={{ color: 'secondary.main', '& svg': { fontSize: 32 } }}>
        {icon}
      </Stack>
      <Typography sx={{ fontWeight: 650 }}>{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '40ch' }}>
        {text}
      </Typography>
    </Stack>
  );
}
