import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { AdminLeagueHeadingFragment } from '../../../../gql/graphql';
import { nightLabel } from '../utils/leagueView';

/**
 * The intro of a league's admin pages (bookings, results): which league this is (its location,
 * night and time) and the way back to the leagues, then what the page is for.
 */
export function LeagueHeading({ league, children }: { league: AdminLeagueHeadingFragment | null | undefined; children: ReactNode }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', color: 'text.primary', mb: 0.5 }}>
        {league ? `${league.location.name} · ${nightLabel(league)} · ` : null}
        <Link component={RouterLink} to={paths.adminLeagueManagement}>
          All leagues
        </Link>
      </Box>
      {children}
    </>
  );
}
