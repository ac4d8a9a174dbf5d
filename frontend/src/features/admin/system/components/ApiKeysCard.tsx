import { useMutation, useQuery } from '@apollo/client/react';
import { apiKeyInput, API_KEY_LIMITS } from '@fairway/shared';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  SystemApiKeysDocument,
  SystemIssueApiKeyDocument,
  SystemRevokeApiKeyDocument,
  SystemRotateApiKeyDocument,
} from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { AdminSection } from '../../components/AdminSection';
import { useVenueZones } from '../../api/useVenueZones';
import { formatInZone } from '../../utils/venueZone';

const refetchQueries = ['SystemApiKeys', 'SystemAuditLog'];

/** API keys of third parties reading the public schedule: issue, rotate, revoke; a new secret is shown once. */
export function ApiKeysCard() {
  const notify = useNotify();
  const zones = useVenueZones();
  const { data, loading, error } = useQuery(SystemApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [issue, { loading: issuing }] = useMutation(SystemIssueApiKeyDocument, { refetchQueries });
  const [rotate, { loading: rotating }] = useMutation(SystemRotateApiKeyDocument, { refetchQueries });
  const [revoke, { loading: revoking }] = useMutation(SystemRevokeApiKeyDocument, { refetchQueries });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const busy = issuing || rotating || revoking;
  const keys = data?.adminApiKeys ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = apiKeyInput.safeParse({ name });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Please name the key.');
    setNameError(null);
    try {
      const res = await issue({ variables: { name: parsed.data.name } });
      const issued = res.data?.adminIssueApiKey;
      if (issued) setShown({ name: issued.apiKey.name, secret: issued.secret });
      setName('');
    } catch (err) {
      setNameError(readGraphQLError(err).message);
    }
  };

  const act = async (what: 'rotate' | 'revoke', id: string, keyName: string) => {
    try {
      if (what === 'rotate') {
        const res = await rotate({ variables: { id } });
        const issued = res.data?.adminRotateApiKey;
        if (issued) setShown({ name: issued.apiKey.name, secret: issued.secret });
      } else {
        await revoke({ variables: { id } });
        notify({ title: 'Key revoked', description: `${keyName} can no longer read the schedule.` });
      }
    } catch (err) {
      notify({ title: `Couldn't ${what} the key`, description: readGraphQLError(err).message, variant: 'destructive' });
    }
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify({ title: 'Key copied', description: 'Paste it where the third party keeps its secrets.' });
    } catch {
      notify({ title: "Couldn't copy", description: 'Select the key and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <AdminSection
      title="API keys"
      intro={
        'Apps and sites that read the public schedule (venues, availability, leagues, coaches, events, plans) ' +
        'send a key as "Authorization: Bearer <key>". A key is shown once, when it is issued or rotated.'
      }
    >
      <Stack spacing={2}>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label="Who the key is for"
            size="small"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!nameError}
            helperText={nameError ?? 'e.g. Tee Times app, Tulsa lobby screen'}
            slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.name } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            Issue key
          </Button>
        </Stack>
        {shown ? (
          <Alert severity="success" variant="outlined" onClose={() => setShown(null)}>
            <Typography sx={{ fontWeight: 700 }}>The key for {shown.name}</Typography>
            <Typography variant="body2">Copy it now: it is not shown again.</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="code" aria-label="New API key" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {shown.secret}
              </Typography>
              <Button size="small" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copy(shown.secret)}>
                Copy
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" variant="outlined">
            {readGraphQLError(error).message}
          </Alert>
        ) : loading && !data ? (
          <Skeleton variant="rounded" height={56} />
        ) : keys.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No keys yet.</Typography>
        ) : (
          <List aria-label="API keys" disablePadding>
            {keys.map((k) => (
              <ListItem key={k.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
                <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{k.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {k.prefix}… · issued {formatInZone(k.createdAt as string, zones.zone())}
                    {k.createdByName ? ` by ${k.createdByName}` : ''}
                    {k.revokedAt ? ` · revoked ${formatInZone(k.revokedAt as string, zones.zone())}` : ''}
                  </Typography>
                </Stack>
                {k.revokedAt ? null : (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => void act('rotate', k.id, k.name)}
                      aria-label={`Rotate: ${k.name}`}
                    >
                      Rotate
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busy}
                      onClick={() => void act('revoke', k.id, k.name)}
                      aria-label={`Revoke: ${k.name}`}
                    >
                      Revoke
                    </Button>
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </AdminSection>
  );
}
