import type { ReactNode } from 'react';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import GolfCourseRoundedIcon from '@mui/icons-material/GolfCourseRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';

export interface Fact {
  key: 'location' | 'date' | 'time' | 'coach' | 'bay' | 'players' | 'reference';
  label: string;
  value: ReactNode;
}

const ICONS: Record<Fact['key'], ReactNode> = {
  location: <PlaceOutlinedIcon />,
  date: <CalendarMonthRoundedIcon />,
  time: <ScheduleRoundedIcon />,
  coach: <SchoolRoundedIcon />,
  bay: <GolfCourseRoundedIcon />,
  players: <GroupsRoundedIcon />,
  reference: <ConfirmationNumberOutlinedIcon />,
};

/** A booking's facts as a definition list, each with its icon: where, when, which bay, how many. */
export function BookingFacts({ facts, columns = 1 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' }, columnGap: 3, rowGap: 1.75 }}
    >
      {facts.map((fact) => (
        // dl > div > dt + dd (valid HTML); the icon sits in the div's padding, drawn by the dt.
        <Box key={fact.key} sx={{ position: 'relative', pl: 4, minWidth: 0 }}>
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary', fontSize: '0.8125rem', lineHeight: 1.4 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ position: 'absolute', left: 0, top: 2, color: 'secondary.main', display: 'flex', '& svg': { fontSize: 20 } }}
            >
              {ICONS[fact.key]}
            </Box>
            {fact.label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, typography: 'body2', fontWeight: 650, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          >
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
