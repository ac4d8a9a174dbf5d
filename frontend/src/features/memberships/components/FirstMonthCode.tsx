import { useState, type KeyboardEvent } from 'react';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface AppliedCode {
  code: string;
  discountCents: number;
}

interface FirstMonthCodeProps {
  applied: AppliedCode | null;
  disabled: boolean;
  /** Checks a code with the server; resolves to why it cannot be used, or null once applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
}

/**
 * An optional discount code on the first month, inside the payment form (so it is not a form of its
 * own): Enter or Apply checks it with the server, which says why a code cannot be used.
 */
export function FirstMonthCode({ applied, disabled, onApply, onRemove }: FirstMonthCodeProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) return setError('Please enter a code.');
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
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // Enter applies the code, it does not pay
      void apply();
    }
  };

  if (applied && !open) {
    return (
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography role="status" variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {applied.code} applied to your first month
        </Typography>
        <Button size="small" color="inherit" onClick={onRemove} disabled={disabled} sx={{ color: 'text.secondary' }}>
          Remove code
        </Button>
      </Box>
    );
  }
  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)} disabled={disabled} startIcon={<LocalOfferOutlinedIcon />} sx={{ mt: 2, ml: -1 }}>
        Have a discount code?
      </Button>
    );
  }
  return (
    <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Discount code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled || busy}
        error={!!error}
        helperText={error ?? ' '}
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={() => void apply()} disabled={disabled || busy} sx={{ minHeight: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
