import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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
import { appliesToLabel, datesLabel, perUserLabel, redemptionsCsvUrl, usageLabel, valueLabel } from '../utils/discountView';
import { DiscountStatusChip } from './DiscountsGrid';

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
    <Drawer anchor="right" open={code !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}>
      {code ? <DrawerBody code={code} onClose={onClose} onEdit={onEdit} onChanged={onChanged} /> : null}
    </Drawer>
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
    <Box role="region" aria-labelledby="discount-drawer-title" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', px: 3, pt: 2.5, pb: 1.5, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="discount-drawer-title" variant="h5" component="h2" sx={{ letterSpacing: '0.03em', wordBreak: 'break-all' }}>
            {code.code}
          </Typography>
          {code.description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {code.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <DiscountStatusChip status={code.status} />
          </Box>
        </Box>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>

      <Box component="dl" sx={{ px: 3, m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
        {terms.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>

      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 3, py: 2, flexWrap: 'wrap' }}>
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
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Divider />

      <Stack direction="row" sx={{ px: 3, pt: 2, pb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3">
          Redemptions{page ? ` (${page.total})` : ''}
        </Typography>
        <Button size="small" component="a" href={redemptionsCsvUrl(code.id)} download startIcon={<FileDownloadRoundedIcon />}>
          Export CSV
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 2 }}>
        {redemptions.error ? (
          <Alert severity="error" sx={{ mx: 2 }}>
            {readGraphQLError(redemptions.error).message}
          </Alert>
        ) : !page ? (
          <Stack spacing={1} sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : page.rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
            Nobody has used this code yet.
          </Typography>
        ) : (
          <List dense aria-label={`Redemptions of ${code.code}`}>
            {page.rows.map((r) => (
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
            {page.total > page.rows.length ? (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', px: 2 }}>
                The newest {page.rows.length} of {page.total}; Export CSV has them all.
              </Typography>
            ) : null}
          </List>
        )}
      </Box>
    </Box>
  );
}
