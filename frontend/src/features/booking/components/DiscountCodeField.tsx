import { useState, type FormEvent } from 'react';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface DiscountCodeFieldProps {
  /** The code already on the booking, if any. */
  applied: string | null;
  /** Checks and applies a code; resolves to an error message, or null when it worked. */
  onApply: (code: string) => Promise<string | null>;
  /** Takes the applied code off; resolves like `onApply`. */
  onRemove: () => Promise<string | null>;
  disabled?: boolean;
  /** What the applied code did ("WELCOME10 saves you $6.00"). */
  effect: string | null;
}

/** An optional discount code: checked by the server, re-priced on the spot (or taken off again), or told why not. */
export function DiscountCodeField({ applied, onApply, onRemove, disabled = false, effect }: DiscountCodeFieldProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Please enter a code.');
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onApply(trimmed);
    setBusy(false);
    if (problem) setError(problem);
    else {
      setCode('');
      setOpen(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    const problem = await onRemove();
    setBusy(false);
    if (problem) setError(problem);
  };

  if (!open) {
    return (
      <Box>
        {effect ? (
          <Typography
            role="status"
            variant="body2"
            sx={{ color: 'secondary.dark', fontWeight: 650, display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}
          >
            <LocalOfferOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
            {effect}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            onClick={() => setOpen(true)}
            disabled={disabled || busy}
            startIcon={applied ? undefined : <LocalOfferOutlinedIcon />}
            sx={{ ml: -1 }}
          >
            {applied ? 'Use a different code' : 'Have a discount code?'}
          </Button>
          {applied ? (
            <Button
              size="small"
              color="inherit"
              onClick={() => void remove()}
              disabled={disabled || busy}
              endIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
              sx={{ color: 'text.secondary' }}
            >
              Remove code
            </Button>
          ) : null}
        </Box>
        {error ? (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
            {error}
          </Typography>
        ) : null}
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Discount code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        size="small"
        autoFocus
        disabled={disabled || busy}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled || busy}
        sx={{ minHeight: 40 }}
        endIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Apply
      </Button>
    </Box>
  );
}
