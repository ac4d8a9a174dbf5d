import type { ReactNode } from 'react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { GridPaging, ServerGridView } from '../utils/gridView';
import { AdminPage } from './AdminPage';
import { DebouncedSearchField } from './DebouncedSearchField';
import { GridPanel, ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid';

/** A select beside a management page's search: one of a list, or any ('' is "any"). */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  anyLabel,
  options,
  width,
}: {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  /** The first option, for no filter: 'Any status'. */
  anyLabel: string;
  options: readonly { value: T; label: string }[];
  /** Its width from the small breakpoint up (full width on a phone). */
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T | '')}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Binds a FilterSelect to one field of a tool's view: a new choice starts the grid at its first page again. */
export function viewFilter<V extends { page: number }, K extends keyof V>(view: V, setView: (view: V) => void, key: K) {
  return { value: view[key], onChange: (value: V[K]) => setView({ ...view, [key]: value, page: 0 }) };
}

/** A tool's grid: its name, columns, which step aside first, and its sort keys (from the tool's files). */
interface ManagedTable<R extends GridValidRowModel, S extends string> {
  label: string;
  columns: GridColDef<R>[];
  hideOrder: readonly string[];
  sorting: ServerGridView<S>;
}

interface ManagementPageProps<R extends GridValidRowModel, S extends string, V extends GridPaging<S> & { search?: string }> extends Pick<
  ServerDataGridProps<R, S, V>,
  'view' | 'onViewChange' | 'localeText' | 'onOpen'
> {
  /** The tool's name (h1) and what it is for. */
  title: string;
  intro: ReactNode;
  /** The CSV of the filtered set, when the tool exports one. */
  exportHref?: string;
  /** The "New …" button, when the tool creates records. */
  create?: { label: string; onClick: () => void };
  /** The search box (it searches `view.search`); none when the filters bring their own (then they stand alone). */
  search?: { label: string; placeholder: string };
  /** What else narrows the grid, beside the search (FilterSelects). */
  filters?: ReactNode;
  table: ManagedTable<R, S>;
  /** The grid's query: its page of rows (the last one while the next loads), and a load error with Try again. */
  result: { page?: { rows: readonly R[]; total: number }; loading: boolean; error?: unknown; refetch: () => unknown };
  /** The count line above the grid ('12 codes'), announced as it changes. */
  status: string;
  /** The drawer of one row and the tool's dialogs. */
  children?: ReactNode;
}

/**
 * The frame of an admin tool that manages records: the header with Export CSV and New, a debounced
 * search with the tool's filters, the server-side grid, then the tool's drawer and dialogs. A tool
 * brings its columns, its view (utils/<tool>View.ts), its form and its drawer.
 */
export function ManagementPage<R extends GridValidRowModel, S extends string, V extends GridPaging<S> & { search?: string }>({
  title,
  intro,
  exportHref,
  create,
  search,
  filters,
  table,
  result,
  status,
  children,
  ...grid
}: ManagementPageProps<R, S, V>) {
  const { view, onViewChange } = grid;
  const actions =
    exportHref || create ? (
      <>
        {exportHref ? (
          <Button variant="outlined" component="a" href={exportHref} download startIcon={<FileDownloadRoundedIcon />}>
            Export CSV
          </Button>
        ) : null}
        {create ? (
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={create.onClick}>
            {create.label}
          </Button>
        ) : null}
      </>
    ) : undefined;
  return (
    <AdminPage title={title} intro={intro} actions={actions}>
      {search ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <DebouncedSearchField
            size="small"
            label={search.label}
            placeholder={search.placeholder}
            value={view.search ?? ''}
            onCommit={(text) => onViewChange({ ...view, search: text, page: 0 })}
            // Alone, the search takes the room filters would have.
            sx={{ width: filters ? { xs: '100%', sm: 280 } : { xs: '100%', md: 420 } }}
          />
          {filters}
        </Stack>
      ) : (
        filters
      )}
      <GridPanel error={result.error} onRetry={() => void result.refetch()} status={status}>
        <ServerDataGrid<R, S, V>
          {...grid}
          {...table}
          rows={result.page?.rows ?? []}
          total={result.page?.total ?? 0}
          loading={result.loading}
        />
      </GridPanel>
      {children}
    </AdminPage>
  );
}
