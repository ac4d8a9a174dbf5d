import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import { dayLabel } from '../utils/dates';
import { dayChoices, windowNote, type FurthestPlan } from '../utils/window';

interface DayPickerProps {
  today: string;
  value: string;
  /** Days ahead the viewer may book; null for no limit. */
  windowDays: number | null;
  signedIn: boolean;
  /** The plan that books furthest ahead (from the plans query): the locked days are its members'. */
  furthest: FurthestPlan | null;
  onChange: (date: string) => void;
}

/** The window note's height, kept while the days load (two lines on narrower screens). */
export const WINDOW_NOTE_MIN_HEIGHT = { xs: 40, lg: 20 };

/**
 * A row of days from today. Days past the viewer's window stay visible but locked, with the reason
 * (Birdie members book further ahead), so nobody wonders where the weekend went.
 */
export function DayPicker({ today, value, windowDays, signedIn, furthest, onChange }: DayPickerProps) {
  const days = dayChoices(today, windowDays, furthest);
  const locked = days.some((d) => !d.bookable);
  return (
    <Box>
      <Box
        role="group"
        aria-label="Day"
        aria-describedby="window-note"
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, py: 0.5, scrollbarWidth: 'thin' }}
      >
        {days.map(({ date, bookable }) => {
          const label = dayLabel(date, today);
          const selected = date === value;
          return (
            <ButtonBase
              key={date}
              focusRipple
              disabled={!bookable}
              aria-pressed={selected}
              title={label.full}
              onClick={() => onChange(date)}
              sx={(t) => ({
                flexShrink: 0,
                width: 84,
                minHeight: 68,
                px: 1,
                py: 1,
                borderRadius: '14px',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.25,
                border: 1,
                borderStyle: bookable ? 'solid' : 'dashed',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'primary.main' : 'background.paper',
                color: selected ? 'primary.contrastText' : 'text.primary',
                transition: t.transitions.create(['background-color', 'border-color']),
                '&:hover':
                  selected || !bookable ? undefined : { borderColor: 'primary.main', bgcolor: t.alpha(t.vars.palette.primary.main, 0.04) },
                '&.Mui-focusVisible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 2 },
                '&.Mui-disabled': { color: 'text.secondary', bgcolor: 'transparent' },
              })}
            >
              <Box component="span" sx={{ typography: 'body2', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {!bookable ? <LockOutlinedIcon aria-hidden sx={{ fontSize: 14 }} /> : null}
                {label.name}
              </Box>
              <Box component="span" sx={{ typography: 'caption', fontSize: '0.8125rem', opacity: selected ? 0.9 : 1 }}>
                {' '}
                {label.short}
              </Box>
              {/* The name is what the chip shows ("Tomorrow Nov 23"); a locked day says why. */}
              {!bookable ? (
                <Box component="span" sx={visuallyHidden}>
                  ({furthest ? `${furthest.name} members only` : 'members only'})
                </Box>
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
      <Typography id="window-note" variant="body2" sx={{ color: 'text.secondary', mt: 1.25, minHeight: WINDOW_NOTE_MIN_HEIGHT }}>
        {windowNote(windowDays, signedIn, furthest)}
        {locked ? (
          <>
            {' '}
            <Link component={TransitionLink} to={paths.memberships} sx={{ fontWeight: 650 }}>
              About {furthest?.name ?? 'memberships'}
            </Link>
          </>
        ) : null}
      </Typography>
    </Box>
  );
}
