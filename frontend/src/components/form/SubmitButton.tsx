import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** While true the button is disabled, shows a spinner and says pendingLabel. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Where the spinner goes; an icon passed as endIcon stands there while not pending. */
  spinnerAt?: 'start' | 'end';
}

/** A form's submit button: one press sends once (disabled while sending), and it says what it is doing. */
export function SubmitButton({ pending, label, pendingLabel, spinnerAt = 'start', disabled, endIcon, ...props }: SubmitButtonProps) {
  const spinner = pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...props}
      disabled={pending || disabled}
      startIcon={spinnerAt === 'start' ? spinner : undefined}
      endIcon={spinnerAt === 'end' ? (spinner ?? endIcon) : endIcon}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
