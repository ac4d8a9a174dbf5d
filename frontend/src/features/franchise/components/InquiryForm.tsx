import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubmitFranchiseInquiryDocument } from '../../../gql/graphql';
import { useNotify } from '../../../lib/notify';
import { readGraphQLError } from '../../../lib/graphqlError';
import {
  INQUIRY_FIELDS,
  LIMITS,
  toInquiryInput,
  validateInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
} from '../utils/inquiry';

const EMPTY: InquiryValues = { name: '', email: '', phone: '', market: '', message: '' };

/** The franchise inquiry: stored and e-mailed to our team by the server. */
export function InquiryForm() {
  const [values, setValues] = useState<InquiryValues>(EMPTY);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentBy, setSentBy] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const [submit, { loading }] = useMutation(SubmitFranchiseInquiryDocument);
  const refs: Record<InquiryField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    market: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const update = (field: InquiryField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateInquiry(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateInquiry(values);
    setErrors(found);
    const first = INQUIRY_FIELDS.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      await submit({ variables: { input: toInquiryInput(values) } });
      setSentBy(values.name.trim().split(' ')[0] ?? values.name.trim());
      notify({ title: 'Inquiry sent', description: 'Thanks! Our franchise team will be in touch soon.' });
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field && (INQUIRY_FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        refs[field as InquiryField].current?.focus();
      } else setFormError(message);
      notify({ title: "Couldn't send your inquiry", description: message, variant: 'destructive' });
    }
  };

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
          Our franchise team reads every one. We'll reply to {values.email.trim()} to set up a first call.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setValues(EMPTY);
              setSubmitted(false);
              setErrors({});
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
        {formError ? (
          <Alert severity="error" variant="outlined">
            {formError}
          </Alert>
        ) : null}
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              error={!!errors.name}
              helperText={errors.name}
              inputRef={refs.name}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={update('email')}
              error={!!errors.email}
              helperText={errors.email}
              inputRef={refs.email}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Phone"
              type="tel"
              name="phone"
              autoComplete="tel"
              value={values.phone}
              onChange={update('phone')}
              error={!!errors.phone}
              helperText={errors.phone ?? 'Optional'}
              inputRef={refs.phone}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="City or market"
              name="market"
              autoComplete="address-level2"
              value={values.market}
              onChange={update('market')}
              error={!!errors.market}
              helperText={errors.market ?? 'Where would your Back Nine be?'}
              inputRef={refs.market}
              required
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Message"
              name="message"
              value={values.message}
              onChange={update('message')}
              error={!!errors.message}
              helperText={errors.message ?? 'A little about you, your experience and any site you have in mind.'}
              inputRef={refs.message}
              required
              fullWidth
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: LIMITS.messageMax } }}
            />
          </Grid>
        </Grid>
        <Box>
          <Button
            type="submit"
            variant="contained"
            color="primary"
            size="large"
            disabled={loading}
            endIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendRoundedIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {loading ? 'Sending…' : 'Send inquiry'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
