import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DarkSurface } from './DarkSurface';

interface PageHeroProps {
  /** The id of the h1: the section's name. */
  headingId: string;
  /** The small line above the title: 'Leagues · Tulsa, OK'. */
  overline: string;
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** The paragraph under the title. */
  intro: ReactNode;
  /** A call to action under the intro. */
  action?: ReactNode;
  /** The page's own illustration, beside the text (under it on a phone). */
  art: ReactNode;
}

/** The dark band at the top of a public page: overline, h1 and intro beside the page's illustration. */
export function PageHero({ headingId, overline, title, titleSx, intro, action, art }: PageHeroProps) {
  return (
    <DarkSurface component="section" aria-labelledby={headingId} sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1.5 }}>
              {overline}
            </Typography>
            <Typography id={headingId} variant="h1" sx={[{ mb: 2.5 }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}>
              {title}
            </Typography>
            <Typography
              variant="subtitle1"
              sx={{ color: 'text.secondary', maxWidth: 560, mb: action ? 4 : undefined, fontSize: { md: '1.1875rem' } }}
            >
              {intro}
            </Typography>
            {action}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>{art}</Grid>
        </Grid>
      </Container>
    </DarkSurface>
  );
}
