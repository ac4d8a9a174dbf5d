import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate } from '../../../../lib/format';
import { formatCount, shortDay, type WeekDay } from '../utils/kpi';
import { AdminSection } from '../../components/AdminSection';
import { visuallyHidden } from '@mui/utils';
import { EmptyPanel } from './EmptyPanel';

/** Page views and visitors per day this week (Monday on); days still to come stay empty. */
export function PageViewsChart({ week }: { week: readonly WeekDay[] }) {
  const theme = useTheme();
  const total = week.reduce((sum, d) => sum + (d.views ?? 0), 0);
  const range = week.length ? `${shortDay(week[0].day)} - ${shortDay(week[week.length - 1].day)}` : '';
  return (
    <AdminSection title="Page views this week" intro={range ? `Views and visitors per day, ${range}` : 'Views and visitors per day'}>
      {total === 0 ? (
        <EmptyPanel
          icon={<InsightsOutlinedIcon />}
          title="No page views yet this week"
          text="Visits to the site are counted here day by day, starting each Monday."
        />
      ) : (
        <>
          <Box sx={{ flex: 1, minHeight: 220 }}>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: week.map((d) => d.label), disableTicks: true, categoryGapRatio: 0.3 }]}
              yAxis={[{ tickMinStep: 1, width: 40, valueFormatter: (v: number) => formatCount(v) }]}
              series={[
                {
                  data: week.map((d) => d.views),
                  label: 'Page views',
                  color: theme.palette.primary.main,
                  valueFormatter: (v) => (v === null ? '' : formatCount(v)),
                },
                {
                  data: week.map((d) => d.visitors),
                  label: 'Visitors',
                  color: theme.palette.accent.main,
                  valueFormatter: (v) => (v === null ? '' : formatCount(v)),
                },
              ]}
              grid={{ horizontal: true }}
              borderRadius={4}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              skipAnimation
            />
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>Page views and visitors per day this week</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Page views</th>
                <th scope="col">Visitors</th>
              </tr>
            </thead>
            <tbody>
              {week
                .filter((d) => d.views !== null)
                .map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{formatDate(d.day)}</th>
                    <td>{formatCount(d.views)}</td>
                    <td>{formatCount(d.visitors)}</td>
                  </tr>
                ))}
            </tbody>
          </Box>
        </>
      )}
    </AdminSection>
  );
}
