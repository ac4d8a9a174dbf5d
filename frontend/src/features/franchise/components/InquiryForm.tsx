import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { franchiseInquiryInput, INQUIRY_LIMITS } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { SubmitFranchiseInquiryDocument } from '../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { useNotify } from '../../../lib/notify';
import { readGraphQLError } from '../../../lib/graphqlError';

const FIELDS = ['name', 'email', 'phone', 'market', 'message'] as const;
const EMPTY = { name: '', email: '', phone: '', market: '', message: '' };

/** The franchise inquiry: stored and e-mailed to our team by the server. */
export function InquiryForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentBy, setSentBy] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const [submit] = useMutation(SubmitFranchiseInquiryDocument);
  const { control, handleSubmit, setError, reset, getValues, formState } = useSchemaForm(franchiseInquiryInput, EMPTY);

  const onSubmit = handleSubmit(async ({ phone, ...inquiry }) => {
    setFormError(null);
    try {
      await submit({ variables: { input: { ...inquiry, ...(phone ? { phone } : {}) } } });
      setSentBy(inquiry.name.split(' ')[0] ?? inquiry.name);
      notify({ title: 'Inquiry sent', description: 'Thanks! Our franchise team will be in touch soon.' });
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (err) {
      // Said once, where it is about: under the field it names, or above the button. A notification
      // would only repeat it (and cover the page on a phone).
      const { message, field } = readGraphQLError(err);
      if (!showServerError(setError, FIELDS, field, message)) setFormError(message);
    }
  });

  if (sentBy !== null) {
    return (
      <Stack spacing={2} ref={thanks} tabIndex={-1} role="status" sx={{ outline: 'none', py: 2 }}>
        <Box
          aria-hidden
          sx={(t) => ({
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'secondary.main',
            bgcolor: t.alpha(t.vars.palette.secondary.main, 0.12),
          })}
        >
          <MarkEmailReadOutlinedIcon />
        </Box>
        <Typography variant="h4" component="p">
          Thanks, {sentBy}. We've got your inquiry.
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Our franchise team reads every one. We'll reply to {getValues('email').trim()} to set up a first call.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              reset(EMPTY);
              setSentBy(null);
            }}
          >
            Send another inquiry
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Franchise inquiry">
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="name" label="Your name" autoComplete="name" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" hint="Optional" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="market"
              label="City or market"
              autoComplete="address-level2"
              hint="Where would your Back Nine be?"
              required
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="message"
              label="Message"
              hint="A little about you, your experience and any site you have in mind."
              required
              fullWidth
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: INQUIRY_LIMITS.messageMax } }}
            />
          </Grid>
        </Grid>
        <Box>
          <SubmitButton
            pending={formState.isSubmitting}
            label="Send inquiry"
            pendingLabel="Sending…"
            spinnerAt="end"
            endIcon={<SendRoundedIcon />}
            color="primary"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          />
        </Box>
      </Stack>
    </Box>
  );
}
