import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PURCHASE_KINDS, PURCHASE_KIND_LABELS } from '@fairway/shared';
import { AdminDiscountGridDocument, type AdminDiscountFieldsFragment } from '../../../gql/graphql';
import { FilterSelect, ManagementPage, viewFilter } from '../components/ManagementPage';
import { useOpenRow, useUrlView } from '../hooks/useManagedView';
import { DISCOUNT_TABLE } from './components/discountColumns';
import { DiscountDialog } from './components/DiscountDialog';
import { DiscountDrawer } from './components/DiscountDrawer';
import {
  codeCountLabel,
  DISCOUNT_STATUSES,
  discountCsvUrl,
  discountViewFromSearchParams,
  discountViewToSearchParams,
  hasDiscountFilters,
  STATUS_LABELS,
  toDiscountQueryVariables,
} from './utils/discountView';

type Code = AdminDiscountFieldsFragment;

const KINDS = PURCHASE_KINDS.map((k) => ({ value: k, label: PURCHASE_KIND_LABELS[k] }));
const STATUSES = DISCOUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/**
 * `/admin/manage-discounts` (admins): every code in a server-side grid (search, filters, sort and page
 * in the URL; counts refresh live), CSV export, a dialog to create or edit, and a code's redemptions.
 */
export function ManageDiscountsPage() {
  const [view, setView] = useUrlView(discountViewFromSearchParams, discountViewToSearchParams);
  const { data, previousData, loading, error, refetch } = useQuery(AdminDiscountGridDocument, {
    variables: toDiscountQueryVariables(view),
    notifyOnNetworkStatusChange: true,
    pollInterval: 15_000, // live redemption counts while the page is open
  });
  const page = (data ?? previousData)?.adminDiscountCodes;
  const filtered = hasDiscountFilters(view);
  const drawer = useOpenRow(page?.rows);
  const [dialog, setDialog] = useState<{ code: Code | null } | null>(null);

  return (
    <ManagementPage
      title="Discounts"
      intro="Codes customers type at checkout: what they take off, what they apply to, when, and how often."
      exportHref={discountCsvUrl(view)}
      create={{ label: 'New code', onClick: () => setDialog({ code: null }) }}
      search={{ label: 'Search codes', placeholder: 'Code or description' }}
      filters={
        <>
          <FilterSelect
            label="Applies to"
            anyLabel="Any purchase"
            options={KINDS}
            width={180}
            {...viewFilter(view, setView, 'appliesTo')}
          />
          <FilterSelect label="Status" anyLabel="Any status" options={STATUSES} width={160} {...viewFilter(view, setView, 'status')} />
        </>
      }
      status={page ? codeCountLabel(page.total, filtered) : ''}
      localeText={filtered ? NO_MATCHES : NO_CODES}
      table={DISCOUNT_TABLE}
      result={{ page, loading, error, refetch }}
      view={view}
      onViewChange={setView}
      onOpen={drawer.openRow}
    >
      <DiscountDrawer code={drawer.open} onClose={drawer.close} onEdit={(code) => setDialog({ code })} onChanged={() => void refetch()} />
      <DiscountDialog
        open={dialog !== null}
        code={dialog?.code ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          drawer.openRow(saved);
          void refetch();
        }}
      />
    </ManagementPage>
  );
}

const NO_MATCHES = { noRowsLabel: 'No codes match these filters.' };
const NO_CODES = { noRowsLabel: 'No discount codes yet. Create the first one.' };
