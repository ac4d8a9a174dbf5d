import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeBookingEvent, type BookingEventInput } from '../utils/bookingEvents';

interface BookingTimelineProps {
  /** Oldest first, as the API sends them. */
  events: readonly (BookingEventInput & { id: string })[];
  /** The booking's location: every time shows in venue time. */
  timeZone: string;
}

/** A booking's change history as a timeline: what happened, the detail, when (venue time) and who. */
export function BookingTimeline({ events, timeZone }: BookingTimelineProps) {
  if (events.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No changes recorded for this booking.
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((e, i) => {
        const text = describeBookingEvent(e, timeZone);
        const last = i === events.length - 1;
        return (
          <Box component="li" key={e.id} sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
            <Box aria-hidden sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: last ? 'secondary.main' : 'background.paper',
                  border: 2,
                  borderColor: 'secondary.main',
                  zIndex: 1,
                }}
              />
              {last ? null : <Box sx={{ position: 'absolute', top: 16, bottom: -6, width: 2, bgcolor: 'divider' }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 650 }}>
                {text.title}
              </Typography>
              {text.detail ? <Typography variant="body2">{text.detail}</Typography> : null}
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                <time dateTime={e.at}>{text.when}</time> · {text.by}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
