import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PURCHASE_KIND_LABELS, type PurchaseKind } from '@fairway/shared';
import {
  AdminDiscountRedemptionListDocument,
  AdminDiscountSetActiveDocument,
  type AdminDiscountFieldsFragment,
} from '../../../../gql/graphql';
import { formatCents, formatDate } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { RecordActions, RecordDrawer, RecordError, RecordList, RecordPanel, TermList } from '../../components/RecordDrawer';
import { appliesToLabel, datesLabel, perUserLabel, redemptionsCsvUrl, usageLabel, valueLabel } from '../utils/discountView';
import { DiscountStatusChip } from './discountColumns';

type Code = AdminDiscountFieldsFragment;

const SHOWN = 50;

interface DiscountDrawerProps {
  code: Code | null;
  onClose: () => void;
  onEdit: (code: Code) => void;
  onChanged: () => void;
}

/** One code: its terms, live use and redemptions (newest first, CSV for all); edit or deactivate it. */
export function DiscountDrawer({ code, onClose, onEdit, onChanged }: DiscountDrawerProps) {
  return (
    <RecordDrawer open={code !== null} onClose={onClose} width={440}>
      {code ? <DrawerBody code={code} onClose={onClose} onEdit={onEdit} onChanged={onChanged} /> : null}
    </RecordDrawer>
  );
}

function DrawerBody({ code, onClose, onEdit, onChanged }: DiscountDrawerProps & { code: Code }) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const redemptions = useQuery(AdminDiscountRedemptionListDocument, {
    variables: { discountId: code.id, pageSize: SHOWN },
    pollInterval: 15_000, // live: checkouts redeem while the admin looks
    notifyOnNetworkStatusChange: false,
  });
  const [setActive, { loading: switching }] = useMutation(AdminDiscountSetActiveDocument);
  const page = redemptions.data?.adminDiscountRedemptions;

  const toggle = async () => {
    setError(null);
    try {
      await setActive({ variables: { id: code.id, active: !code.active } });
      notify({ title: code.active ? `${code.code} deactivated` : `${code.code} is active again` });
      onChanged();
    } catch (e) {
      setError(readGraphQLError(e).message);
    }
  };

  const terms: [string, string][] = [
    ['Discount', valueLabel(code)],
    ['Applies to', appliesToLabel(code.appliesTo)],
    ['Dates', datesLabel(code)],
    ['Use', `${usageLabel(code)} · ${perUserLabel(code.perUserLimit)}`],
  ];
  if (code.releasedCount > 0) terms.push(['Given back', `${code.releasedCount} by refunded cancellations`]);

  return (
    <RecordPanel
      titleId="discount-drawer-title"
      title={code.code}
      titleSx={{ letterSpacing: '0.03em', wordBreak: 'break-all' }}
      description={code.description}
      status={<DiscountStatusChip status={code.status} />}
      onClose={onClose}
    >
      <TermList terms={terms} />
      <RecordActions>
        <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={() => onEdit(code)}>
          Edit
        </Button>
        <Button
          variant="outlined"
          color={code.active ? 'error' : 'primary'}
          startIcon={code.active ? <BlockRoundedIcon /> : <PlayCircleOutlineRoundedIcon />}
          onClick={() => void toggle()}
          disabled={switching}
        >
          {code.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </RecordActions>
      <RecordError message={error} />
      <Divider />

      <RecordList
        heading={`Redemptions${page ? ` (${page.total})` : ''}`}
        action={
          <Button size="small" component="a" href={redemptionsCsvUrl(code.id)} download startIcon={<FileDownloadRoundedIcon />}>
            Export CSV
          </Button>
        }
        error={redemptions.error}
        loaded={!!page}
        empty={page?.rows.length === 0 ? 'Nobody has used this code yet.' : null}
      >
        <List dense aria-label={`Redemptions of ${code.code}`}>
          {page?.rows.map((r) => (
            <ListItem
              key={r.id}
              secondaryAction={
                <Typography
                  variant="body2"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    textDecoration: r.releasedAt ? 'line-through' : 'none',
                    color: r.releasedAt ? 'text.secondary' : 'text.primary',
                  }}
                >
                  −{formatCents(r.amountCents)}
                </Typography>
              }
            >
              <ListItemText
                primary={r.customerName}
                secondary={`${PURCHASE_KIND_LABELS[r.purchaseKind as PurchaseKind] ?? r.purchaseKind} · ${formatDate(r.createdAt)}${
                  r.releasedAt ? ` · given back ${formatDate(r.releasedAt)}` : ''
                }`}
              />
            </ListItem>
          ))}
          {page && page.total > page.rows.length ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', px: 2 }}>
              The newest {page.rows.length} of {page.total}; Export CSV has them all.
            </Typography>
          ) : null}
        </List>
      </RecordList>
    </RecordPanel>
  );
}
