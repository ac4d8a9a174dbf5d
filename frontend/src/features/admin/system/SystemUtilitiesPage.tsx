import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { AdminPage } from '../components/AdminPage';
import { ApiKeysCard } from './components/ApiKeysCard';
import { AuditLogTable } from './components/AuditLogTable';
import { FailedJobsCard } from './components/FailedJobsCard';
import { HealthPanel } from './components/HealthPanel';
import { ReleaseHoldsCard } from './components/ReleaseHoldsCard';
import { ResendConfirmationCard } from './components/ResendConfirmationCard';

/** `/admin/system-utilities` (admins only): system health, two housekeeping tools, failed background jobs and the audit log. */
export function SystemUtilitiesPage() {
  return (
    <AdminPage
      title="System utilities"
      intro="Check that the site's machinery is healthy, fix the odd stuck slot or missing e-mail, and see what staff changed."
    >
      <Stack spacing={{ xs: 2, md: 2.5 }}>
        <HealthPanel />
        <Grid container spacing={{ xs: 2, md: 2.5 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReleaseHoldsCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ResendConfirmationCard />
          </Grid>
        </Grid>
        <FailedJobsCard />
        <ApiKeysCard />
        <AuditLogTable />
      </Stack>
    </AdminPage>
  );
}
