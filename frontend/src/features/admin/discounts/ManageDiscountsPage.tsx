import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { PURCHASE_KINDS, PURCHASE_KIND_LABELS } from '@fairway/shared';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdminDiscountGridDocument, type AdminDiscountFieldsFragment } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { DebouncedSearchField } from '../components/DebouncedSearchField';
import { GridPanel } from '../components/ServerDataGrid';
import { DiscountDialog } from './components/DiscountDialog';
import { DiscountDrawer } from './components/DiscountDrawer';
import { DiscountsGrid } from './components/DiscountsGrid';
import {
  codeCountLabel,
  DISCOUNT_STATUSES,
  discountCsvUrl,
  discountViewFromSearchParams,
  discountViewToSearchParams,
  hasDiscountFilters,
  STATUS_LABELS,
  toDiscountQueryVariables,
  type DiscountView,
} from './utils/discountView';

type Code = AdminDiscountFieldsFragment;

/**
 * `/admin/manage-discounts` (admins): every code in a server-side grid (search, filters, sort and page
 * in the URL; counts refresh live), CSV export, a dialog to create or edit, and a code's redemptions.
 */
export function ManageDiscountsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => discountViewFromSearchParams(searchParams), [searchParams]);
  const setView = useCallback(
    (next: DiscountView) => setSearchParams(discountViewToSearchParams(next), { replace: true }),
    [setSearchParams],
  );

  const { data, previousData, loading, error, refetch } = useQuery(AdminDiscountGridDocument, {
    variables: toDiscountQueryVariables(view),
    notifyOnNetworkStatusChange: true,
    pollInterval: 15_000, // live redemption counts while the page is open
  });
  const page = (data ?? previousData)?.adminDiscountCodes;
  const filtered = hasDiscountFilters(view);

  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<Code | null>(null);
  const open = openId ? (page?.rows.find((r) => r.id === openId) ?? lastOpen) : null;
  const [dialog, setDialog] = useState<{ code: Code | null } | null>(null);

  return (
    <AdminPage
      title="Discounts"
      intro="Codes customers type at checkout: what they take off, what they apply to, when, and how often."
      actions={
        <>
          <Button variant="outlined" component="a" href={discountCsvUrl(view)} download startIcon={<FileDownloadRoundedIcon />}>
            Export CSV
          </Button>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setDialog({ code: null })}>
            New code
          </Button>
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <DebouncedSearchField
          size="small"
          label="Search codes"
          placeholder="Code or description"
          value={view.search}
          onCommit={(search) => setView({ ...view, search, page: 0 })}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <TextField
          select
          size="small"
          label="Applies to"
          value={view.appliesTo}
          onChange={(e) => setView({ ...view, appliesTo: e.target.value as DiscountView['appliesTo'], page: 0 })}
          sx={{ width: { xs: '100%', sm: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any purchase</MenuItem>
          {PURCHASE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {PURCHASE_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={view.status}
          onChange={(e) => setView({ ...view, status: e.target.value as DiscountView['status'], page: 0 })}
          sx={{ width: { xs: '100%', sm: 160 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {DISCOUNT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <GridPanel error={error} onRetry={() => void refetch()} status={page ? codeCountLabel(page.total, filtered) : ''}>
        <DiscountsGrid
          rows={page?.rows ?? []}
          total={page?.total ?? 0}
          loading={loading}
          view={view}
          filtered={filtered}
          onViewChange={setView}
          onOpen={(row) => {
            setOpenId(row.id);
            setLastOpen(row);
          }}
        />
      </GridPanel>

      <DiscountDrawer code={open} onClose={() => setOpenId(null)} onEdit={(code) => setDialog({ code })} onChanged={() => void refetch()} />
      <DiscountDialog
        open={dialog !== null}
        code={dialog?.code ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          setOpenId(saved.id);
          setLastOpen(saved);
          void refetch();
        }}
      />
    </AdminPage>
  );
}
