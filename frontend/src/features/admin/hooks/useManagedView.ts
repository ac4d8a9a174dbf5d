import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A management page's view (search, filters, sort, page) kept in the URL query, so a view can be
 * shared and survives a reload. `read` and `write` are the tool's own (utils/<tool>View.ts).
 */
export function useUrlView<V>(read: (params: URLSearchParams) => V, write: (view: V) => URLSearchParams): [V, (view: V) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => read(searchParams), [read, searchParams]);
  const setView = useCallback((next: V) => setSearchParams(write(next), { replace: true }), [setSearchParams, write]);
  return [view, setView];
}

/**
 * The row a drawer shows: the grid's own copy while the current page has it (so a saved change shows
 * at once), else the last one opened, while a refetch or another page has it not.
 */
export function useOpenRow<R extends { id: string }>(rows: readonly R[] | undefined) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [last, setLast] = useState<R | null>(null);
  const open = openId ? (rows?.find((r) => r.id === openId) ?? (last?.id === openId ? last : null)) : null;
  return {
    open,
    /** Opens a row the page has in hand. */
    openRow: useCallback((row: R) => {
      setOpenId(row.id);
      setLast(row);
    }, []),
    /** Opens a row by id: it shows once the grid has it (a record just created). */
    openId: setOpenId,
    close: useCallback(() => setOpenId(null), []),
  };
}
