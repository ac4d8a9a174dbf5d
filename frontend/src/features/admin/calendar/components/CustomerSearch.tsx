import { useEffect, useState, type Ref } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CalendarCustomerSearchDocument, type CalendarCustomerSearchQuery } from '../../../../gql/graphql';

export type CustomerOption = CalendarCustomerSearchQuery['adminUsers']['rows'][number];

const MIN_CHARS = 2;

/** Finds a customer account by name or e-mail as the admin types (debounced, server-side search). */
export function CustomerSearch({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(t);
  }, [input]);

  const ready = search.length >= MIN_CHARS && search !== value?.name;
  const {
    data,
    previousData,
    loading,
    error: searchError,
  } = useQuery(CalendarCustomerSearchDocument, ready ? { variables: { search }, fetchPolicy: 'network-only' } : skipToken);
  const rows = (data ?? previousData)?.adminUsers.rows ?? [];
  const options = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;

  const noOptionsText = searchError
    ? "We couldn't search accounts just now. Try again, or book as a walk-in."
    : input.trim().length < MIN_CHARS
      ? 'Type at least 2 letters of a name or email'
      : loading || search !== input.trim()
        ? 'Searching…'
        : 'No accounts match. Check the spelling, or book as a walk-in.';

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionDisabled={(o) => o.disabled}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={noOptionsText}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 650 }}>
            {o.name}
            {o.disabled ? ' (disabled account)' : ''}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {o.email}
            {o.phone ? ` · ${o.phone}` : ''}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Customer"
          placeholder="Name or email"
          required
          error={!!error}
          helperText={error ?? (value ? value.email : 'Search the accounts by name or email.')}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Searching accounts" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
