import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeagueEntryFieldsFragment } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { leagueDates, leagueFormat, leagueNight } from '../utils/leagueText';

/** The league and the server's price lines of an entry (payment and confirmation pages). */
export function EntrySummary({ entry, paidLabel = 'Total' }: { entry: LeagueEntryFieldsFragment; paidLabel?: string }) {
  const l = entry.league;
  const facts = [
    ['League', l.name],
    ['Location', `${l.location.name}, ${l.location.address.line1}`],
    ['Night', leagueNight(l.weekday, l.startTime, l.hoursPerNight)],
    ['Season', leagueDates(l.firstNight, l.lastNight, l.weeks)],
    ['Format', leagueFormat(l.format, l.teamSize)],
    ...(entry.teamName ? [['Team', `${entry.teamName}: ${entry.players.join(', ')}`]] : [['Player', entry.name]]),
  ];
  return (
    <Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={0.75}>
        {entry.lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2">{formatCents(line.amountCents)}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 0.5 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800 }}>
            {paidLabel}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800 }}>
            {formatCents(entry.totalCents)}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
