import { useQuery } from '@apollo/client/react';
import { GRAPHQL_DOCUMENT_LIMITS, PUBLIC_SCHEDULE_QUERIES, PUBLIC_SCHEDULE_SUBSCRIPTIONS } from '@fairway/shared';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { DarkSurface } from '../../../components/DarkSurface';
import { PageSpinner } from '../../../components/PageSpinner';
import { pageTitle } from '../../../config/brand';
import { readGraphQLError } from '../../../lib/graphqlError';
import { DeveloperSchemaDocument } from '../../../gql/graphql';
import { CodeSample } from '../components/CodeSample';
import { SchemaReference } from '../components/SchemaReference';
import { pick } from '../utils/typeRef';
import { useOrigin } from '../../../lib/server-render';

// Loaded only when asked for: the explorer is most of this page's weight.
const ApiExplorer = lazy(async () => ({ default: (await import('../components/ApiExplorer')).ApiExplorer }));

const SAMPLE_QUERY = `# Free and taken bay-hours of one day at Tulsa
query Availability {
  availability(location: "tulsa", date: "${new Date().toISOString().slice(0, 10)}") {
    date
    hours
    bays {
      bay { number name }
      slots { startsAt endsAt state }
    }
  }
}
`;

/** Polling a day with If-None-Match: a 304 has no body and costs 1 point. */
function conditionalExample(origin: string) {
  return `let etag = null;
let day = null;
async function poll() {
  const response = await fetch('${origin}/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer YOUR_API_KEY',
      ...(etag ? { 'If-None-Match': etag } : {}), // the ETag of the answer you have
    },
    body: JSON.stringify({
      query: 'query Day($l: String!, $d: String!) { availability(location: $l, date: $d) { bays { slots { startsAt state } } } }',
      variables: { l: 'tulsa', d: '2026-12-05' },
    }),
  });
  if (response.status === 304) return day; // unchanged since the answer you have
  etag = response.headers.get('ETag');
  day = (await response.json()).data.availability;
  return day;
}`;
}

function examples(origin: string) {
  const query = '{ locations { slug name timeZone } }';
  return [
    {
      title: 'curl',
      code: `curl ${origin}/graphql \\
  -H 'Content-Type: application/json' \\
  -H 'Authorization: Bearer YOUR_API_KEY' \\
  -d '{"query":"${query}"}'`,
    },
    {
      title: 'JavaScript (fetch)',
      code: `const response = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer YOUR_API_KEY' },
  body: JSON.stringify({
    query: \`query Day($l: String!, $d: String!) {
      availability(location: $l, date: $d) { bays { bay { number } slots { startsAt state } } }
    }\`,
    variables: { l: 'tulsa', d: '2026-12-05' },
  }),
});
const { data, errors, extensions } = await response.json(); // extensions.cost: what the request cost`,
    },
    {
      title: 'A subscription (graphql-ws)',
      code: `import { createClient } from 'graphql-ws';

const client = createClient({ url: '${origin.replace(/^http/, 'ws')}/graphql' });
client.subscribe(
  {
    query: 'subscription { availabilityChanged(location: "tulsa", date: "2026-12-05") { location date } }',
  },
  { next: () => refetchTheDay(), error: console.error, complete: () => {} },
);`,
    },
  ];
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `/developers`: what third parties can read, how to get a key, the limits, examples and a live explorer. */
export function DevelopersPage() {
  const { data, loading, error } = useQuery(DeveloperSchemaDocument);
  const [explorer, setExplorer] = useState(false);
  const origin = useOrigin();
  const limits = GRAPHQL_DOCUMENT_LIMITS;
  // The server refuses __schema at validation when its operator turned introspection off (GRAPHQL_INTROSPECTION).
  const introspectionOff = error !== undefined && readGraphQLError(error).code === 'GRAPHQL_VALIDATION_FAILED';

  return (
    <>
      <title>{pageTitle('Developers')}</title>
      <DarkSurface component="section" aria-labelledby="developers-heading" sx={(t) => ({ background: t.brand.hero })}>
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1.5 }}>
            Developers
          </Typography>
          <Typography id="developers-heading" variant="h1" sx={{ mb: 2.5 }}>
            Our schedule, open to build on.
          </Typography>
          <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 640 }}>
            Golf apps, league sites and our lounge screens read bay times, lessons, leagues and events from one GraphQL endpoint:{' '}
            <code>{origin}/graphql</code>. Reading is free; booking happens on this site.
          </Typography>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Section id="dev-read" title="What you can read">
          <Typography sx={{ mb: 2, maxWidth: 720 }}>
            The public schedule: these queries and live subscriptions, described by the API itself.{' '}
            {introspectionOff
              ? 'Anything outside this list needs a signed-in customer of this site.'
              : 'Introspection is on, so your tools can read the whole schema; ' +
                'anything outside this list needs a signed-in customer of this site.'}
          </Typography>
          {introspectionOff ? (
            <Alert severity="info">
              Schema introspection is turned off on this server, so the reference cannot be shown here. Ask us for the schema file.
            </Alert>
          ) : error ? (
            <Alert severity="warning">We could not load the reference just now. Please refresh the page.</Alert>
          ) : null}
          <SchemaReference
            loading={loading && !data}
            queries={pick(data?.__schema.queryType.fields, PUBLIC_SCHEDULE_QUERIES)}
            subscriptions={pick(data?.__schema.subscriptionType?.fields, PUBLIC_SCHEDULE_SUBSCRIPTIONS)}
          />
        </Section>

        <Section id="dev-keys" title="Keys">
          <Typography sx={{ mb: 1.5, maxWidth: 720 }}>
            You can try everything without a key, on a small budget per network address. For an app or a site, ask any of our venues for an
            API key: it is shown once, so keep it somewhere safe, and send it with every request as{' '}
            <code>Authorization: Bearer YOUR_API_KEY</code>. A key reads the public schedule only: it never signs anyone in and never books.
            We can rotate or revoke it at any time.
          </Typography>
          <Typography sx={{ maxWidth: 720 }}>
            Web pages on other sites may call the public schedule straight from the browser (CORS, without cookies).
          </Typography>
          <Typography id="dev-signed-in" sx={{ mt: 1.5, maxWidth: 720 }}>
            Signed in on this site? Documents from anywhere but its own pages (a script using your session, a tool pointed at{' '}
            <code>/graphql</code>) are budgeted like callers without a key: the same costs and the same budget, counted per account instead
            of per address, with the same 429 and <code>Retry-After</code>. They read the public schedule only, at every depth: your own
            bookings, registrations and waitlist places stay with this site&apos;s pages.
          </Typography>
        </Section>

        <Section id="dev-limits" title="Limits and costs">
          <Typography sx={{ mb: 2, maxWidth: 720 }}>
            Every request is checked before it runs. Each object you ask for costs 1 point and its plain fields are free; a list counts its
            objects as many times as it may hold (its page size, at most 100, or 10 for a list without one), so ask for what you show. An
            availability grid costs about 120. A key has a budget of 20,000 points (unless your venue set another) that refills steadily
            over a minute, so polling at a steady pace never runs out; callers without a key have a smaller one per network address. Every
            response tells you what it cost and what you have left, in <code>extensions</code> and in the <code>RateLimit</code> headers.
            When a request does not fit you get HTTP 429 with <code>Retry-After</code>: the seconds until it will (keep sending instead and
            each answer comes a little later, up to a second). Over a document limit you get a clear error, not a partial answer, and each
            refused document costs 100 points.
          </Typography>
          <Table size="small" sx={{ maxWidth: 520 }} aria-label="Document limits">
            <TableBody>
              {[
                ['Tokens per document', limits.maxTokens],
                ['Depth', limits.maxDepth],
                ['Aliases', limits.maxAliases],
                ['Directives', limits.maxDirectives],
                ['Structure score (objects 2, fields 1)', limits.maxStructuralCost],
                ['Cost per query, with a key or without one', limits.maxQueryCost],
              ].map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="right">{value.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2, maxWidth: 720 }}>
            Introspection is priced by what it returns: 1 point per 5 objects of the schema it describes (types, fields, arguments, type
            references). Reading one type costs a point or two; GraphiQL&apos;s full introspection about 600.
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 720 }}>
            Live updates: subscriptions only on the WebSocket at <code>/graphql</code> (graphql-ws), a handful per connection. Send queries
            over HTTP.
          </Typography>
        </Section>

        <Section id="dev-conditional" title="Polling: ETags and 304 Not Modified">
          <Typography sx={{ mb: 2, maxWidth: 720 }}>
            An answer that reads only <code>availability</code> carries an <code>ETag</code> header. It names the version of each day it
            read, not a hash of the body: the version changes the moment anything in that day&apos;s schedule changes (a booking, a hold or
            its expiry, a closure, an event or league night, the bays or opening hours) and when a new hour starts. Send it back in{' '}
            <code>If-None-Match</code> and, while nothing changed, you get <code>304 Not Modified</code> with no body. That works for GET
            requests (<code>query</code>, <code>variables</code> and <code>operationName</code> in the URL, with the header{' '}
            <code>Apollo-Require-Preflight: true</code>) and for POST with the same JSON body as before.
          </Typography>
          <Typography sx={{ mb: 2, maxWidth: 720 }}>
            A 304 costs 1 point of your budget, whatever the query would cost, so polling an unchanged day every few seconds never runs out.
            Each of our servers counts its own versions: after your request reaches another one you may get a 200 with a new ETag once, then
            304s again. The ETag is weak (<code>W/&quot;…&quot;</code>): the answer&apos;s <code>extensions</code> (cost, budget left) may
            differ between two answers with the same ETag.
          </Typography>
          <CodeSample title="A conditional poll" code={conditionalExample(origin)} />
        </Section>

        <Section id="dev-examples" title="Examples">
          {examples(origin).map((e) => (
            <CodeSample key={e.title} title={e.title} code={e.code} />
          ))}
        </Section>

        <Section id="dev-explorer" title="Try it">
          {explorer ? (
            <Box
              sx={(t) => ({
                height: { xs: 760, md: 680 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                overflow: 'hidden',
                // GraphiQL puts the answer beside the query; a phone has room for one column: the answer goes below.
                [t.breakpoints.down('sm')]: {
                  '& #graphiql-session': { flexDirection: 'column' },
                  '& #graphiql-session > .graphiql-horizontal-drag-bar': { display: 'none' },
                  '& .graphiql-editors, & .graphiql-response': { flex: '1 1 0 !important', minHeight: 0 },
                },
              })}
            >
              <Suspense fallback={<PageSpinner label="Loading the explorer" />}>
                <ApiExplorer initialQuery={SAMPLE_QUERY} />
              </Suspense>
            </Box>
          ) : (
            <Button variant="contained" startIcon={<CodeRoundedIcon />} onClick={() => setExplorer(true)}>
              Open the explorer
            </Button>
          )}
        </Section>
      </Container>
    </>
  );
}
