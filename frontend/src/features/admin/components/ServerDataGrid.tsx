import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridLocaleText, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { readGraphQLError } from '../../../lib/graphqlError';

interface ServerDataGridProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  sortModel: GridSortModel;
  localeText: Partial<GridLocaleText>;
  /** A new page size starts at the first page; a page change keeps the size. */
  onPageChange: (page: number, pageSize: number) => void;
  onSortModelChange: (model: GridSortModel) => void;
  /** Enter or a click on a row. */
  onOpen: (row: R) => void;
}

/**
 * An admin data grid whose paging, sorting and filtering all happen on the server: it shows one
 * page and reports what the admin asks for. One look and one keyboard behaviour for every admin grid.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: ServerDataGridProps<R>) {
  const {
    label,
    rows,
    columns,
    total,
    loading,
    page,
    pageSize,
    pageSizes,
    sortModel,
    localeText,
    onPageChange,
    onSortModelChange,
    onOpen,
  } = props;
  // Stable models: the grid treats a new object as a change of view.
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const texts = useMemo(() => ({ paginationRowsPerPage: 'Rows', ...localeText }), [localeText]);
  return (
    <DataGrid<R>
      label={label}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => onPageChange(model.pageSize !== pageSize ? 0 : model.page, model.pageSize)}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      pageSizeOptions={[...pageSizes]}
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
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        border: 0,
        '--DataGrid-overlayHeight': '240px',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': { outlineOffset: -2 },
      }}
    />
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
