import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** While payments run in a test mode (siteConfig.paymentsTestMode): the cards that pay, decline and ask for 3-D Secure. */
export function TestCardsNotice({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="info" variant="outlined" sx={sx}>
      Test mode: no real money moves. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card and 4000 0025 0000 3155 for a
      card that asks for 3-D Secure, with any future expiry and any 3-digit code.
    </Alert>
  );
}
