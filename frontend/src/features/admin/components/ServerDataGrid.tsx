import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { readGraphQLError } from '../../../lib/graphqlError';
import { changedByHand, fitColumns } from '../utils/gridColumns';
import { PAGE_SIZES, type GridPaging, type ServerGridView } from '../utils/gridView';

export interface ServerDataGridProps<R extends GridValidRowModel, S extends string, V extends GridPaging<S>> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  total: number;
  loading: boolean;
  /** The page, its size and the sort (with the tool's filters: a new sort or size starts at the first page). */
  view: V;
  onViewChange: (view: V) => void;
  /** The grid's sortable columns and the server's keys for them. */
  sorting: ServerGridView<S>;
  localeText: Partial<GridLocaleText>;
  /**
   * Columns that step aside when the grid is short of width, least important first (the others
   * always show). The Columns button shows or hides any of them by hand.
   */
  hideOrder: readonly string[];
  /** Enter or a click on a row. */
  onOpen: (row: R) => void;
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** How many columns are hidden now (the Columns button says so). */
    hiddenCount?: number;
  }
}

/** Above the grid: the Columns button (which columns show), with how many are hidden. */
function ColumnsToolbar({ hiddenCount = 0 }: { hiddenCount?: number }) {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', minHeight: 48 }}>
      <ColumnsPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<ViewColumnOutlinedIcon />}>
            {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** The width the grid's frame has, kept current as the window (or the admin rail) changes it. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth); // before the first paint: no flash of cut-off columns
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * An admin data grid whose paging, sorting and filtering all happen on the server: it shows one
 * page and reports what the admin asks for. One look and one keyboard behaviour for every admin grid.
 * It fits its width: the least important columns step aside (never a cut-off last column), and the
 * Columns button brings any back; what the admin chose by hand wins over the automatic fit.
 */
export function ServerDataGrid<R extends GridValidRowModel, S extends string, V extends GridPaging<S>>(
  props: ServerDataGridProps<R, S, V>,
) {
  const { label, rows, columns, total, loading, view, onViewChange, sorting, localeText, hideOrder, onOpen } = props;
  const { page, pageSize } = view;
  // Stable models: the grid treats a new object as a change of view.
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const sortModel = useMemo(() => sorting.sortModel(view.sort, view.direction), [sorting, view.sort, view.direction]);
  const texts = useMemo(() => ({ paginationRowsPerPage: 'Rows', ...localeText }), [localeText]);

  const { ref, width } = useWidth();
  const apiRef = useGridApiRef();
  const [byHand, setByHand] = useState<GridColumnVisibilityModel>({});
  const fitted = useMemo(() => (width === null ? {} : fitColumns(columns, hideOrder, width - 2)), [columns, hideOrder, width]);
  const visibility = useMemo(() => ({ ...fitted, ...byHand }), [fitted, byHand]);
  const hiddenCount = columns.filter((c) => visibility[c.field] === false).length;
  const fields = useMemo(() => columns.map((c) => c.field), [columns]);

  return (
    // Busy while a page loads: with no rows yet the grid shows a skeleton, not a progress bar, and a screen
    // reader (or a scan) should wait for the rows.
    <Box ref={ref} aria-busy={loading} sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<R>
        apiRef={apiRef}
        label={label}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        // A new page size starts at the first page; a page change keeps the size.
        onPaginationModelChange={(model) =>
          onViewChange({ ...view, page: model.pageSize !== pageSize ? 0 : model.page, pageSize: model.pageSize })
        }
        sortModel={sortModel}
        onSortModelChange={(model) => onViewChange({ ...view, ...sorting.sortFromGrid(model), page: 0 })}
        pageSizeOptions={[...PAGE_SIZES]}
        columnVisibilityModel={visibility}
        // A toggle is read against the model the grid's checkboxes showed when clicked, not this render's: the
        // grid takes a controlled model in an effect, so after a render that moves the fit (a resize) the two
        // differ until it runs, and a click then would compare against the wrong one.
        onColumnVisibilityModelChange={(next) => {
          const changed = changedByHand(fields, gridColumnVisibilityModelSelector(apiRef), next); // now, not in the updater
          setByHand((prev) => ({ ...prev, ...changed }));
        }}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        // One page of at most 100 rows: render every column, so a phone scrolls sideways through real cells
        // (find-in-page and screen readers see them all) instead of columns that appear as they scroll in.
        disableVirtualization
        rowHeight={52}
        columnHeaderHeight={44}
        localeText={texts}
        onRowClick={({ row }) => onOpen(row)}
        onCellKeyDown={({ row }, event) => {
          if (event.key === 'Enter') {
            event.defaultMuiPrevented = true;
            onOpen(row);
          }
        }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' }, toolbar: { hiddenCount } }}
        sx={{
          border: 0,
          '--DataGrid-overlayHeight': '240px',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': { outlineOffset: -2 },
        }}
      />
    </Box>
  );
}

/** A grid's frame on its page: a load error with Try again, the count line (announced), and the card. */
export function GridPanel({
  error,
  onRetry,
  status,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  status: string;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {readGraphQLError(error).message}
        </Alert>
      ) : null}
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.55em' }}>
        {status}
      </Typography>
      <Card sx={{ borderRadius: 3, overflow: 'hidden' }}>{children}</Card>
    </>
  );
}
