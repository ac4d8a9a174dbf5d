import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// A module of its own: both the fields' loader and the lazily loaded fields show it.

/**
 * The card fields' height once drawn (number, expiry and security code, country and ZIP; 224 px at 390
 * and at 1280 px, 2026-11-29). The space is kept from the first frame: a shorter placeholder moved the
 * discount code and Pay by 100 px when the fields arrived, under the finger of someone typing a code.
 */
export const CARD_FIELDS_HEIGHT = 224;

/** Where the card fields will be, while their code or the processor's script loads. */
export function CardFieldsSkeleton() {
  return (
    <Box role="status" aria-label="Loading the card fields">
      <Skeleton variant="rounded" height={CARD_FIELDS_HEIGHT} />
    </Box>
  );
}
