import Alert from '@mui/material/Alert';

/** A refusal about the whole form (not one field), above its fields. Nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" variant="outlined">
      {message}
    </Alert>
  );
}
