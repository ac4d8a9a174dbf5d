import type { ReactNode } from 'react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { readGraphQLError } from '../../../lib/graphqlError';

// The drawer of one row of a management page: its name, status and terms, what can be done to it,
// and a list of what belongs to it (a code's redemptions, a league's entries).

/** The drawer at the right (the whole screen on a phone); its body is mounted only while a row is open. */
export function RecordDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } } } }}>
      {children}
    </Drawer>
  );
}

interface RecordPanelProps {
  /** The id of the title: the region's name. */
  titleId: string;
  title: string;
  titleSx?: SxProps<Theme>;
  description?: string | null;
  /** The row's status chip, under the title. */
  status: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** Inside a RecordDrawer: a region named by the row's title, with the status and Close at the top. */
export function RecordPanel({ titleId, title, titleSx, description, status, onClose, children }: RecordPanelProps) {
  return (
    <Box role="region" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', px: 3, pt: 2.5, pb: 1.5, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={titleSx}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>{status}</Box>
        </Box>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      {children}
    </Box>
  );
}

/** The row's terms as a list of names and values. */
export function TermList({ terms }: { terms: readonly (readonly [string, string])[] }) {
  return (
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
  );
}

/** A row of buttons in the drawer; they wrap on a narrow drawer. */
export function RecordActions({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={[{ px: 3, py: 2, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Stack>
  );
}

/** What went wrong with the last action, under the buttons. */
export function RecordError({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
      {message}
    </Alert>
  ) : null;
}

interface RecordListProps {
  /** The list's heading (an h3), with its count once known. */
  heading: string;
  /** A button at the right of the heading. */
  action?: ReactNode;
  error: unknown;
  /** False while the list has not loaded (a skeleton shows). */
  loaded: boolean;
  /** Said when the list is empty; null when it is not. */
  empty: string | null;
  /** The list itself. */
  children: ReactNode;
}

/** The drawer's list of what belongs to the row, filling the rest of the drawer and scrolling on its own. */
export function RecordList({ heading, action, error, loaded, empty, children }: RecordListProps) {
  return (
    <>
      <Stack direction="row" sx={{ px: 3, pt: 2, pb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3">
          {heading}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 2 }}>
        {error ? (
          <Alert severity="error" sx={{ mx: 2 }}>
            {readGraphQLError(error).message}
          </Alert>
        ) : !loaded ? (
          <Stack spacing={1} sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : empty ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
            {empty}
          </Typography>
        ) : (
          children
        )}
      </Box>
    </>
  );
}
