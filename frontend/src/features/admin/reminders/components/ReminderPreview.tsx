import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { renderHtml, renderText, unknownPlaceholders, type PlaceholderValues } from '@fairway/shared';
import { AdminReminderPreviewPeopleDocument, AdminReminderPreviewValuesDocument } from '../../../../gql/graphql';
import { useCurrentUser } from '../../../../lib/session';

interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * The e-mail as one person would get it, rendered as the draft is typed: the same renderer the
 * server sends with (@fairway/shared), so every value is HTML-escaped here too.
 */
export function ReminderPreview({ subject, body, locationId }: { subject: string; body: string; locationId: string }) {
  const { user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const recipientId = person?.id ?? user?.id ?? '';
  const people = useQuery(AdminReminderPreviewPeopleDocument, { variables: { search: search || null } });
  const values = useQuery(AdminReminderPreviewValuesDocument, {
    variables: { userId: recipientId, locationId },
    skip: !recipientId || !locationId,
  });
  const v: (PlaceholderValues & { email: string }) | null = values.data?.adminReminderPreviewValues ?? null;
  const options: Person[] = people.data?.adminUsers.rows ?? [];
  const unknown = unknownPlaceholders(`${subject}\n${body}`);

  return (
    <Stack spacing={2} component="section" aria-labelledby="reminder-preview-title">
      <Typography id="reminder-preview-title" variant="h6" component="h3">
        Preview
      </Typography>
      <Autocomplete
        options={options}
        value={person}
        onChange={(_e, p) => setPerson(p)}
        onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
        getOptionLabel={(p) => `${p.name} (${p.email})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        loading={people.loading}
        renderInput={(params) => (
          <TextField {...params} label="Preview for" placeholder={user ? `${user.name} (you)` : 'Search by name or e-mail'} />
        )}
      />
      {values.error ? <Alert severity="warning">Couldn't load that person's details for the preview.</Alert> : null}
      {unknown.length ? (
        <Alert severity="warning">
          {unknown.map((u) => `{${u}}`).join(', ')} is not a placeholder we know: it would be refused when you save.
        </Alert>
      ) : null}
      <Card variant="outlined" sx={{ borderRadius: '12px' }} aria-label="E-mail preview">
        <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            To: {v?.email ?? '…'}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="preview-subject">
            {v ? renderText(subject, v) : subject}
          </Typography>
        </Box>
        <Divider />
        <Box
          data-testid="preview-body"
          sx={{ px: 2, py: 1, overflowWrap: 'anywhere', '& p': { my: 1.5 }, typography: 'body2' }}
          // Safe: renderHtml escapes the admin's text and every value; it adds only <p> and <br>.
          dangerouslySetInnerHTML={{ __html: v ? renderHtml(body, v) : renderHtml(body, placeholdersAsIs) }}
        />
        <Divider />
        <Typography variant="caption" component="p" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
          You get this weekly reminder because you have an account at Back Nine Indoor Golf. Unsubscribe from weekly reminders (a one-click
          link for each person).
        </Typography>
      </Card>
    </Stack>
  );
}

const placeholdersAsIs: PlaceholderValues = { firstName: '{firstName}', location: '{location}', nextBooking: '{nextBooking}' };
