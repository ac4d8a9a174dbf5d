import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandName, cardLabel, expiryLabel, type ExpiryState } from '../../../components/payment/cardLabels';
import type { AccountSavedCardFragment } from '../../../gql/graphql';

// Read by screen readers, not shown: "Visa ending in 4242" reads better than four bullets.
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const MARKS: Record<string, string> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', discover: 'DISC' };

/** A small card-shaped badge with the brand's short name (our own drawing, not the networks' logos). */
function BrandMark({ brand }: { brand: string }) {
  return (
    <Box
      aria-hidden
      sx={(t) => ({
        flexShrink: 0,
        width: 56,
        height: 38,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        background: t.brand.band,
        color: 'common.white',
        fontSize: '0.75rem',
        fontWeight: 800,
        letterSpacing: '0.06em',
        boxShadow: `inset 0 0 0 1px ${t.alpha(t.vars.palette.common.white, 0.14)}`,
      })}
    >
      {MARKS[brand.toLowerCase()] ?? 'CARD'}
    </Box>
  );
}

interface SavedCardItemProps {
  card: AccountSavedCardFragment;
  expiry: ExpiryState;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One saved card: brand, •••• last four, expiry, default and expiry flags, and its actions. */
export function SavedCardItem({ card, expiry, busy, onMakeDefault, onRemove }: SavedCardItemProps) {
  const label = cardLabel(card);
  const titleId = `card-${card.id}-label`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      aria-labelledby={titleId}
      sx={{ alignItems: { sm: 'center' }, py: 2.5, px: { xs: 2.5, sm: 3 } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <BrandMark brand={card.brand} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            <Box component="span" sx={srOnly}>
              {brandName(card.brand)} ending in {card.last4}
            </Box>
            <span aria-hidden>{label}</span>
          </Typography>
          <Typography variant="body2" sx={{ color: expiry === 'expired' ? 'error.main' : 'text.secondary' }}>
            {expiryLabel(card, expiry)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap', '&:empty': { display: 'none' } }}>
            {card.isDefault ? <Chip size="small" color="secondary" icon={<StarRoundedIcon />} label="Default" /> : null}
            {expiry === 'expired' ? (
              <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineRoundedIcon />} label="Expired" />
            ) : null}
            {expiry === 'expiring' ? <Chip size="small" color="accent" icon={<ScheduleRoundedIcon />} label="Expires this month" /> : null}
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'flex-start', sm: 'flex-end' }, pl: { xs: 9, sm: 0 } }}>
        {!card.isDefault && expiry !== 'expired' ? (
          <Button size="small" variant="outlined" onClick={onMakeDefault} disabled={busy} aria-describedby={titleId}>
            Make default
          </Button>
        ) : null}
        <Button size="small" variant="text" color="error" onClick={onRemove} disabled={busy} aria-describedby={titleId}>
          Remove
        </Button>
      </Stack>
    </Stack>
  );
}
