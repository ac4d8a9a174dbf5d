import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SystemAuditLogDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { describeAction, describeDetails, describeTarget } from '../utils/audit';
import { AdminSection } from '../../components/AdminSection';
import { useVenueZones } from '../../api/useVenueZones';
import { auditLocation, formatInZone } from '../../utils/venueZone';

const PAGE_SIZES = [10, 25, 50];

/**
 * Every admin action, newest first, a page at a time. The API gives pages but no total, so the
 * pager says "of more than …" while another page follows, and the exact count on the last one.
 */
export function AuditLogTable() {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, previousData, error, networkStatus, refetch } = useQuery(SystemAuditLogDocument, {
    variables: { page, pageSize, nextOffset: (page + 1) * pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const zones = useVenueZones();
  const shown = data ?? previousData;
  const rows = shown?.entries ?? [];
  // Times wait for the locations: each entry shows in its location's zone (else the shared one).
  const loading = (networkStatus !== NetworkStatus.ready && networkStatus !== NetworkStatus.error) || !zones.ready;
  const when = (r: (typeof rows)[number]) => formatInZone(r.at, zones.zone(auditLocation(r.details)));
  const count = !shown || shown.next.length > 0 ? -1 : page * pageSize + rows.length;

  return (
    <AdminSection title="Audit log" intro="Every change an admin makes, who made it and when (venue time), newest first.">
      {error ? (
        <Alert
          severity="error"
          variant="outlined"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {`We couldn't load the audit log. ${readGraphQLError(error).message}`}
        </Alert>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {loading ? (
          <LinearProgress
            aria-label="Loading the audit log"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }}
          />
        ) : null}
        {rows.length === 0 && !loading ? (
          <Stack
            spacing={0.5}
            sx={{ alignItems: 'center', py: 4, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: '12px' }}
          >
            <HistoryEduOutlinedIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 32 }} />
            <Typography sx={{ fontWeight: 650 }}>No admin actions yet</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Bookings made, moved or cancelled by staff, account changes and the tools on this page are all recorded here.
            </Typography>
          </Stack>
        ) : phone ? (
          // Five columns do not fit a phone: one card-like entry per action instead.
          <Box
            component="ul"
            aria-label="Audit log entries"
            sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: '12px' }}
          >
            {rows.map((r) => (
              <Box component="li" key={r.id} sx={{ px: 2, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Typography sx={{ fontWeight: 650 }}>{describeAction(r.action)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {when(r)} · {r.actorName ?? 'System'}
                </Typography>
                <Typography variant="body2" title={r.targetId ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
                  {[describeTarget(r.targetType, r.targetId), describeDetails(r.details)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
            sx={{ border: 1, borderColor: 'divider', borderRadius: '12px' }}
          >
            <Table size="small" sx={{ minWidth: 720, '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">When</TableCell>
                  <TableCell scope="col">Who</TableCell>
                  <TableCell scope="col">Action</TableCell>
                  <TableCell scope="col">Target</TableCell>
                  <TableCell scope="col">Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{when(r)}</TableCell>
                    <TableCell>{r.actorName ?? 'System'}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{describeAction(r.action)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} title={r.targetId ?? undefined}>
                      {describeTarget(r.targetType, r.targetId)}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{describeDetails(r.details) || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Entries per page"
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </AdminSection>
  );
}
