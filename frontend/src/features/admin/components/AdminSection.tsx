import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AdminSectionProps {
  /** The section's heading (an h2), and the name of its region. */
  title: string;
  /** A line under the title: what the section shows or does. */
  intro?: ReactNode;
  /** A button at the right of the heading (below it when there is no room). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of an admin page (a labelled region): the dashboard's panels, the system tools. */
export function AdminSection({ title, intro, action, children }: AdminSectionProps) {
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: '16px', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
      >
        <div>
          <Typography id={id} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {intro ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '65ch' }}>
              {intro}
            </Typography>
          ) : null}
        </div>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
