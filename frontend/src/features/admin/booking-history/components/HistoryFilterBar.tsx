import { useState } from 'react';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { STATUS_OPTIONS } from '../../utils/bookingStatus';
import { DATE_FIELD_FORMAT, dateFieldError } from '../../utils/dateField';
import { dateRangeError, hasActiveFilters, type HistoryFilters } from '../utils/historyView';

interface HistoryFilterBarProps {
  filters: HistoryFilters;
  locations: readonly { slug: string; name: string }[];
  onChange: (change: Partial<HistoryFilters>) => void;
}

const toDay = (value: string): Dayjs | null => (value ? dayjs(value) : null);

/** A picked date, or '' when cleared; a half-typed date changes nothing until it is whole. */
function pickedDate(value: Dayjs | null): string | undefined {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : undefined;
}

/**
 * Location, status, date range and customer: one row on a desktop, stacked on a phone. A date that
 * is not whole yet, or a From later than To, says so under the field: an empty grid is never left unexplained.
 */
export function HistoryFilterBar({ filters, locations, onChange }: HistoryFilterBarProps) {
  const field = { size: 'small', fullWidth: true } as const;
  const [fromError, setFromError] = useState<DateValidationError | null>(null);
  const [toError, setToError] = useState<DateValidationError | null>(null);
  const rangeError = dateRangeError(filters);
  // A half-typed date is the field's own problem; an inverted range is both fields', said once under To.
  const fromMessage = fromError === 'invalidDate' ? dateFieldError(fromError) : null;
  const toMessage = (toError === 'invalidDate' ? dateFieldError(toError) : null) ?? rangeError;
  return (
    <Grid role="search" container spacing={1.5} aria-label="Filter bookings" sx={{ mb: 2, alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <DebouncedSearchField
          {...field}
          label="Customer"
          placeholder="Name, e-mail or reference"
          value={filters.customer}
          onCommit={(customer) => onChange({ customer })}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <TextField {...field} select label="Location" value={filters.location} onChange={(e) => onChange({ location: e.target.value })}>
          <MenuItem value="">All locations</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.slug} value={l.slug}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 1.75 }}>
        <TextField
          {...field}
          select
          label="Status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as HistoryFilters['status'] })}
        >
          <MenuItem value="">All statuses</MenuItem>
          {STATUS_OPTIONS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 6, md: 1.9 }}>
        <DatePicker
          label="From"
          format={DATE_FIELD_FORMAT}
          value={toDay(filters.from)}
          maxDate={filters.to ? dayjs(filters.to) : undefined}
          onChange={(value) => {
            const from = pickedDate(value);
            if (from !== undefined) onChange({ from });
          }}
          onError={setFromError}
          slotProps={{ textField: { ...field, error: !!fromMessage || !!rangeError, helperText: fromMessage }, field: { clearable: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 6, md: 1.9 }}>
        <DatePicker
          label="To"
          format={DATE_FIELD_FORMAT}
          value={toDay(filters.to)}
          minDate={filters.from ? dayjs(filters.from) : undefined}
          onChange={(value) => {
            const to = pickedDate(value);
            if (to !== undefined) onChange({ to });
          }}
          onError={setToError}
          slotProps={{ textField: { ...field, error: !!toMessage, helperText: toMessage }, field: { clearable: true } }}
        />
      </Grid>
      {hasActiveFilters(filters) ? (
        <Grid size={{ xs: 12, md: 'auto' }}>
          <Button
            size="small"
            startIcon={<FilterAltOffRoundedIcon />}
            onClick={() => onChange({ location: '', status: '', from: '', to: '', customer: '' })}
          >
            Clear filters
          </Button>
        </Grid>
      ) : null}
    </Grid>
  );
}
