import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DevFieldFragment } from '../../../gql/graphql';
import { typeName } from '../utils/typeRef';

/** One root field as the schema describes it: signature, description, and each argument's. */
function FieldDoc({ field, kind }: { field: DevFieldFragment; kind: 'query' | 'subscription' }) {
  return (
    <Box component="article" sx={{ py: 2.5, borderTop: 1, borderColor: 'divider' }} aria-labelledby={`field-${field.name}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`field-${field.name}`} component="h4" variant="h6" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
          {field.name}
        </Typography>
        <Chip size="small" label={kind} variant="outlined" />
        <Typography component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', fontSize: '0.875rem' }}>
          → {typeName(field.type)}
        </Typography>
      </Stack>
      {field.description ? <Typography sx={{ mb: field.args.length ? 1.5 : 0 }}>{field.description}</Typography> : null}
      {field.args.length ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'minmax(9rem, max-content) 1fr' }, columnGap: 2 }}>
          {field.args.map((a) => (
            <Box key={a.name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', mt: 0.5 }}>
                {a.name}: {typeName(a.type)}
                {a.defaultValue ? ` = ${a.defaultValue}` : ''}
              </Box>
              <Box component="dd" sx={{ m: 0, mt: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}>
                {a.description ?? ''}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The public schedule's root fields, read from the live schema (its descriptions are the documentation). */
export function SchemaReference({
  queries,
  subscriptions,
  loading,
}: {
  queries: DevFieldFragment[];
  subscriptions: DevFieldFragment[];
  loading: boolean;
}) {
  if (loading)
    return (
      <Box role="status" aria-label="Loading the reference">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  return (
    <Box>
      {queries.map((f) => (
        <FieldDoc key={f.name} field={f} kind="query" />
      ))}
      {subscriptions.map((f) => (
        <FieldDoc key={f.name} field={f} kind="subscription" />
      ))}
    </Box>
  );
}
