import type { ReactNode } from 'react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from './TransitionLink';

/** The round icon tile of a feature card (what a lesson is for, what a partner gets); `inline` beside a title, not above it. */
export function IconTile({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={(t) => ({
        width: 48,
        height: 48,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        color: 'secondary.main',
        bgcolor: t.alpha(t.vars.palette.secondary.main, 0.12),
        mb: inline ? 0 : 2,
        flexShrink: 0,
      })}
    >
      {children}
    </Box>
  );
}

/** A card of one point a public page makes: an icon, a title (h3) and a sentence or two. */
export function IconCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card sx={{ height: '100%', p: 3 }}>
      <IconTile>{icon}</IconTile>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Card>
  );
}

interface LocationCardProps {
  to: string;
  name: string;
  /** Where it is: 'Tulsa, OK · 6 bays'. */
  detail: string;
  /** What the link leads to: 'Leagues at Tulsa'. */
  cta: string;
  /** An icon at the right of the name. */
  icon?: ReactNode;
}

/** A location as a card that links to its page of a feature (its leagues, its lessons). */
export function LocationCard({ to, name, detail, cta, icon }: LocationCardProps) {
  const heading = (
    <>
      <Typography variant="h4" component="h3">
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
    </>
  );
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={TransitionLink} to={to} sx={{ p: 3, height: '100%' }}>
        {icon ? (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Box>{heading}</Box>
            {icon}
          </Stack>
        ) : (
          heading
        )}
        <Typography variant="body2" sx={{ mt: 2, fontWeight: 650, color: 'primary.main', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {cta} <ArrowForwardRoundedIcon aria-hidden sx={{ fontSize: 18 }} />
        </Typography>
      </CardActionArea>
    </Card>
  );
}
