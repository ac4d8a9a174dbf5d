import { useState } from 'react';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_FIELD_FORMAT, dateFieldError } from '../../utils/dateField';
import { addDays } from '../../../../lib/venueTime';

interface CalendarToolbarProps {
  locations: { slug: string; name: string }[];
  location: string;
  onLocation: (slug: string) => void;
  date: string;
  today: string;
  onDate: (date: string) => void;
}

/** Which location and which local day the grid shows. A typed date that is not whole says so (the grid stays on its day). */
export function CalendarToolbar({ locations, location, onLocation, date, today, onDate }: CalendarToolbarProps) {
  const [dateError, setDateError] = useState<DateValidationError | null>(null);
  const dateMessage = dateFieldError(dateError);
  const todayButton = (
    <Button variant="outlined" onClick={() => onDate(today)} disabled={date === today}>
      Today
    </Button>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label="Location"
          value={location}
          onChange={(e) => onLocation(e.target.value)}
          sx={{ flex: 1, minWidth: { md: 220 } }}
        >
          {locations.map((l) => (
            <MenuItem key={l.slug} value={l.slug}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        {/* On phones Today sits beside the location, so the date keeps room for 'MMM d, yyyy'. */}
        <Box sx={{ display: { md: 'none' } }}>{todayButton}</Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title="Previous day">
          <IconButton aria-label="Previous day" onClick={() => onDate(addDays(date, -1))}>
            <ChevronLeftRoundedIcon />
          </IconButton>
        </Tooltip>
        <DatePicker
          label="Date"
          value={dayjs(date)}
          format={DATE_FIELD_FORMAT}
          onChange={(v) => {
            if (v?.isValid()) onDate(v.format('YYYY-MM-DD'));
          }}
          onError={setDateError}
          slotProps={{ textField: { error: !!dateMessage, helperText: dateMessage } }}
          sx={{ flex: { xs: 1, md: 'none' }, width: { md: 200 } }}
        />
        <Tooltip title="Next day">
          <IconButton aria-label="Next day" onClick={() => onDate(addDays(date, 1))}>
            <ChevronRightRoundedIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>{todayButton}</Box>
      </Stack>
    </Stack>
  );
}
