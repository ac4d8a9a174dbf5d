import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdminCoachTotalsDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { addDays, todayIn } from '../../../../lib/venueTime';
import { totalsCsv } from '../utils/coachForm';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Lessons and hours per coach per week or month (each lesson at its venue's local date), with CSV:
 * taught means over; lessons still to come are booked ahead, in columns of their own.
 */
export function CoachTotals() {
  const today = todayIn(browserZone());
  const [unit, setUnit] = useState<'week' | 'month'>('week');
  // From the first of last month to a month ahead: what was taught lately and what is booked.
  const [range, setRange] = useState({ from: `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`, to: addDays(today, 31) });
  const { data, loading, error } = useQuery(AdminCoachTotalsDocument, {
    variables: { unit: unit === 'week' ? 'WEEK' : 'MONTH', from: range.from, to: range.to },
    skip: !range.from || !range.to,
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.adminCoachTotals ?? [])
    .map((t) => ({
      coach: t.coach.name,
      period: t.period,
      lessons: t.lessons,
      hours: t.hours,
      aheadLessons: t.aheadLessons,
      aheadHours: t.aheadHours,
    }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.coach.localeCompare(b.coach));

  const download = () => {
    const url = URL.createObjectURL(new Blob([totalsCsv(rows, unit)], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `coach-totals-${unit}-${range.from}-${range.to}.csv` });
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="totals-heading">
      <CardContent>
        <Typography id="totals-heading" variant="h6" component="h2">
          Lessons taught
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Paid lessons per coach, counted at each venue's local date. Taught means already over; lessons still to come are booked ahead.
          Weeks run Monday to Sunday.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={unit}
            onChange={(_e, v: 'week' | 'month' | null) => v && setUnit(v)}
            aria-label="Totals per"
          >
            <ToggleButton value="week">Per week</ToggleButton>
            <ToggleButton value="month">Per month</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            type="date"
            size="small"
            label="From"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} disabled={rows.length === 0} onClick={download}>
            Export CSV
          </Button>
        </Stack>
        {error ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : null}
        {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
        <TableContainer tabIndex={0} role="region" aria-label="Lessons taught, scrollable">
          <Table
            size="small"
            aria-label="Lessons taught per coach"
            sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& td:first-of-type, & th': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{unit === 'week' ? 'Week of' : 'Month'}</TableCell>
                <TableCell>Coach</TableCell>
                <TableCell align="right">Taught</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Booked ahead</TableCell>
                <TableCell align="right">Hours ahead</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                    {loading ? 'Loading…' : 'No paid lessons in these dates.'}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((r) => (
                  <TableRow key={`${r.period}|${r.coach}`}>
                    <TableCell>{r.period}</TableCell>
                    <TableCell>{r.coach}</TableCell>
                    <TableCell align="right">{r.lessons}</TableCell>
                    <TableCell align="right">{r.hours}</TableCell>
                    <TableCell align="right">{r.aheadLessons}</TableCell>
                    <TableCell align="right">{r.aheadHours}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
