import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount, locationSpread, pluralize } from '../utils/kpi';
import { AdminSection } from '../../components/AdminSection';
import { visuallyHidden } from '@mui/utils';
import { EmptyPanel } from './EmptyPanel';

interface LocationCountInput {
  slug: string;
  name: string;
  bookings: number;
}

/** Today's bookings per location: a bar each, with the same numbers as a table for screen readers. */
export function BookingsByLocationChart({ locations }: { locations: readonly LocationCountInput[] }) {
  const theme = useTheme();
  const total = locations.reduce((sum, l) => sum + l.bookings, 0);
  return (
    <AdminSection
      title="Bookings today by location"
      intro={total ? `${pluralize(total, 'booking')}, ${locationSpread(locations).toLowerCase()}` : 'Confirmed bookings starting today'}
    >
      {total === 0 ? (
        <EmptyPanel
          icon={<EventAvailableOutlinedIcon />}
          title="No bookings yet today"
          text="Each location gets a bar here as soon as a bay is booked for today."
        />
      ) : (
        <>
          <Box sx={{ flex: 1, minHeight: 220 }}>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: locations.map((l) => l.name), disableTicks: true, categoryGapRatio: 0.45 }]}
              yAxis={[{ tickMinStep: 1, width: 32, valueFormatter: (v: number) => formatCount(v) }]}
              series={[
                {
                  data: locations.map((l) => l.bookings),
                  label: 'Bookings',
                  color: theme.palette.secondary.main,
                  valueFormatter: (v) => formatCount(v ?? 0),
                },
              ]}
              grid={{ horizontal: true }}
              borderRadius={6}
              hideLegend
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              skipAnimation
            />
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>Bookings today by location</caption>
            <thead>
              <tr>
                <th scope="col">Location</th>
                <th scope="col">Bookings</th>
              </tr>
            </thead>
            <tbody>
              {locations.map((l) => (
                <tr key={l.slug}>
                  <th scope="row">{l.name}</th>
                  <td>{formatCount(l.bookings)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </AdminSection>
  );
}
