import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { showServerError } from '../../../lib/forms';
import { readGraphQLError } from '../../../lib/graphqlError';

/**
 * Saving a dialog's form: a refusal from the server goes under the field it names (one of `fields`),
 * else above the fields as `formError`.
 */
export function useDialogSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (send: () => Promise<void>) => {
    setFormError(null);
    try {
      await send();
    } catch (e) {
      const err = readGraphQLError(e);
      if (!showServerError(setError, fields, err.field, err.message)) setFormError(err.message);
    }
  };
  return { formError, save };
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the form's title (the dialog's name). */
  titleId: string;
  /** The form, mounted only while open (keyed by its record, so each opening starts from its values). */
  children: ReactNode;
}

/** The dialog an admin tool creates or edits one record in: full screen on a phone. */
export function FormDialog({ open, onClose, titleId, children }: FormDialogProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open ? children : null}
    </Dialog>
  );
}

interface DialogFormProps {
  titleId: string;
  title: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  /** A refusal about the whole form, above its fields. */
  formError: string | null;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** Inside a FormDialog: the title, the fields (a refusal above them), Cancel and the submit button. */
export function DialogForm({ titleId, title, onSubmit, formError, onCancel, submitLabel, pending, children }: DialogFormProps) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={formError} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton pending={pending} label={submitLabel} pendingLabel="Saving…" size="medium" />
      </DialogActions>
    </form>
  );
}
