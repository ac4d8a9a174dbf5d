import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';
import { NAV_BAR_OFFSET } from '../../../components/nav/NavBar';
import { hourLabel } from '../../../lib/venueTime';
import { useInitialWindowWidth } from '../../../lib/server-render';
import { foldedRows } from '../utils/fold';
import { allColumnsWidth, clampPosition, fitsAllColumns, GRID_METRICS, moveInGrid, type CellPosition } from '../utils/gridNav';
import {
  blockedHint,
  cellLabel,
  cellView,
  columnName,
  freeStarts,
  inSelection,
  type BayChoice,
  type CellKind,
  type DayGrid,
  type SlotChoice,
} from '../utils/slots';

interface BayGridProps {
  grid: DayGrid;
  /** Length of the booking in hours: decides which cells can start one. */
  hours: number;
  choice: SlotChoice | null;
  onSelect: (choice: SlotChoice) => void;
  /** The grid's accessible name: "Bays and start times, Monday, Nov 23, 2026". */
  label: string;
  /** In one-column view (phones), the column shown; kept by the page so it survives a change of day. */
  bay?: BayChoice;
  onBayChange?: (bay: BayChoice) => void;
  /** The day shown and the venue's today: on today, the hours already gone fold away (utils/fold.ts). */
  day?: { date: string; today: string };
}

/**
 * The cells' icons as plain <svg> (the paths of Material Icons' HourglassBottomRounded, RemoveCircleOutlineRounded,
 * BlockRounded, HistoryRounded, LockOutlined and CheckCircleRounded, as @mui/icons-material draws them): a grid has
 * up to a hundred, and an MUI SvgIcon each was a styled component to render and hydrate per cell.
 */
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={d} />
  </svg>
);
const KIND_ICON: Partial<Record<CellKind, ReactNode>> = {
  short: icon(
    'M16 22c1.1 0 2-.9 2-2l-.01-3.18c0-.53-.21-1.03-.58-1.41L14 12l3.41-3.43c.37-.37.58-.88.58-1.41L18 4c0-1.1-.9-2-2-2H8c-1.1 ' +
      '0-2 .9-2 2v3.16c0 .53.21 1.04.58 1.42L10 12l-3.41 3.4c-.38.38-.59.89-.59 1.42V20c0 1.1.9 2 2 2zM8 7.09V5c0-.55.45-1 1-1h6c.55 ' +
      '0 1 .45 1 1v2.09c0 .27-.11.52-.29.71L12 11.5 8.29 7.79c-.18-.18-.29-.44-.29-.7',
  ),
  taken: icon(
    'M7 12c0 .55.45 1 1 1h8c.55 0 1-.45 1-1s-.45-1-1-1H8c-.55 0-1 .45-1 1m5-10C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 ' +
      '2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  ),
  closed: icon(
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 ' +
      '15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8',
  ),
  past: icon(
    'M13.26 3C8.17 2.86 4 6.95 4 12H2.21c-.45 0-.67.54-.35.85l2.79 2.8c.2.2.51.2.71 0l2.79-2.8c.31-.31.09-.85-.36-.85H6c0-3.9 ' +
      '3.18-7.05 7.1-7 3.72.05 6.85 3.18 6.9 6.9.05 3.91-3.1 7.1-7 7.1-1.61 0-3.1-.55-4.28-1.48-.4-.31-.96-.28-1.32.08-.42.42-.39 ' +
      '1.13.08 1.49C9 20.29 10.91 21 13 21c5.05 0 9.14-4.17 9-9.26-.13-4.69-4.05-8.61-8.74-8.74m-.51 5c-.41 0-.75.34-.75.75v3.68c0 ' +
      '.35.19.68.49.86l3.12 1.85c.36.21.82.09 1.03-.26.21-.36.09-.82-.26-1.03l-2.88-1.71v-3.4c0-.4-.34-.74-.75-.74',
  ),
  locked: icon(
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 ' +
      '1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2',
  ),
};
const SELECTED_ICON = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.29 16.29 5.7 12.7a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 ' +
    '1.41 0L10 14.17l6.88-6.88c.39-.39 1.02-.39 1.41 0s.39 1.02 0 1.41l-7.59 7.59c-.38.39-1.02.39-1.41 0',
);

/** Looks that differ in fill, border and pattern as well as hue (colour-blind safe), plus a word and an icon. */
function cellLook(t: Theme, kind: CellKind, selected: boolean): SystemStyleObject<Theme> {
  if (selected) {
    return { bgcolor: 'secondary.main', color: 'secondary.contrastText', borderColor: 'secondary.dark', borderStyle: 'solid' };
  }
  switch (kind) {
    case 'free':
      return {
        bgcolor: t.alpha(t.vars.palette.secondary.main, 0.1),
        color: 'secondary.dark',
        borderColor: t.alpha(t.vars.palette.secondary.main, 0.5),
        borderStyle: 'solid',
        cursor: 'pointer',
        '&:hover': { bgcolor: t.alpha(t.vars.palette.secondary.main, 0.2), borderColor: 'secondary.main' },
      };
    case 'short':
      return {
        bgcolor: 'background.paper',
        color: 'text.secondary',
        borderColor: t.alpha(t.vars.palette.secondary.main, 0.5),
        borderStyle: 'dashed',
      };
    case 'taken':
      return {
        color: 'text.secondary',
        borderColor: 'divider',
        borderStyle: 'solid',
        backgroundColor: t.alpha(t.vars.palette.text.primary, 0.04),
        backgroundImage: `repeating-linear-gradient(135deg, ${t.alpha(t.vars.palette.text.primary, 0.09)} 0 2px, transparent 2px 8px)`,
      };
    case 'locked':
      return {
        bgcolor: t.alpha(t.vars.palette.accent.main, 0.16),
        color: 'text.secondary',
        borderColor: t.alpha(t.vars.palette.accent.dark, 0.6),
        borderStyle: 'dashed',
      };
    case 'closed':
      return {
        bgcolor: t.alpha(t.vars.palette.text.primary, 0.07),
        color: 'text.secondary',
        borderColor: 'transparent',
        borderStyle: 'solid',
      };
    case 'past':
      return { bgcolor: 'transparent', color: 'text.secondary', borderColor: 'divider', borderStyle: 'dotted' };
  }
}

type CellLook = CellKind | 'selected';
const LOOKS: CellLook[] = ['free', 'short', 'taken', 'locked', 'closed', 'past', 'selected'];

/** The most columns the stylesheet knows a phone's one-column width for (a venue of 24 bays). */
const MAX_COLUMNS = 25;

/**
 * The grid's one stylesheet, the same for every render (a global one, rendered once per grid): each cell is a
 * plain <td> and <span> keyed by data attributes, where an `sx` per cell made emotion serialize and hash
 * each one's styles on every render (the booking page's longest task). Where the columns do not all fit
 * (a container query on the grid's own width, no guess of the window's), only the column in view
 * (`data-on`) shows, under the bay switcher: the layout is the same in the server's markup and after
 * hydration, whatever the width.
 */
function gridCss(t: Theme): CSSObject {
  const sticky = {
    position: 'sticky',
    top: NAV_BAR_OFFSET,
    zIndex: 2,
    bgcolor: 'background.paper',
    // Paints the gaps around the header cells, so hours scrolling under them never show through.
    boxShadow: `0 0 0 ${GRID_METRICS.gap}px ${t.vars.palette.background.paper}`,
  } as const;
  const styles: Record<string, SystemStyleObject<Theme>> = {
    '.bay-grid-root': { containerType: 'inline-size', containerName: 'bay-grid' },
    '.bay-grid-tabs': {
      display: 'var(--bay-grid-tabs, none)',
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      mx: -1,
      mb: 1,
    },
    '.bay-grid-tabs > button': {
      position: 'relative', // holds its visually hidden text inside the scrolling row (else it widens the page)
      flexShrink: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 60,
      minWidth: 76,
      px: 1.25,
      m: 0,
      border: 0,
      borderBottom: '2px solid transparent',
      bgcolor: 'transparent',
      color: 'text.secondary',
      font: 'inherit',
      fontSize: '0.9375rem',
      lineHeight: 1.25,
      cursor: 'pointer',
      '&[aria-selected="true"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
      '&:focus-visible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: -3 },
    },
    '.bay-grid-tabs .name': { fontWeight: 700, whiteSpace: 'nowrap' },
    '.bay-grid-tabs .free': { typography: 'caption', fontSize: '0.8125rem', color: 'text.secondary' },
    '.bay-grid-tabs .free[data-free]': { color: 'secondary.dark' },
    '.bay-grid-hidden': visuallyHidden,
    '.bay-grid': {
      borderCollapse: 'separate',
      borderSpacing: `${GRID_METRICS.gap}px`,
      width: '100%',
      tableLayout: 'fixed',
    },
    '.bay-grid thead th': { ...sticky, minWidth: GRID_METRICS.minCol, py: 1, textAlign: 'center' },
    '.bay-grid thead th:first-of-type': {
      zIndex: 3,
      width: GRID_METRICS.hourCol,
      minWidth: 0,
      py: 0,
      typography: 'caption',
      color: 'text.secondary',
      textAlign: 'left',
      pl: 0.5,
    },
    '.bay-grid thead .name': { typography: 'body2', fontWeight: 700, display: 'block', whiteSpace: 'nowrap' },
    '.bay-grid thead .size': { typography: 'caption', color: 'text.secondary', display: 'block', whiteSpace: 'nowrap' },
    // One column at a time where they do not all fit: the others are not drawn (nor read out).
    '.bay-grid [data-col]:not([data-on])': { display: 'var(--bay-grid-off, table-cell)' },
    '.bay-grid tbody th': {
      typography: 'body2',
      fontWeight: 650,
      whiteSpace: 'nowrap',
      textAlign: 'left',
      pl: 0.5,
      pr: 1,
      fontVariantNumeric: 'tabular-nums',
    },
    '.bay-grid td': {
      height: 48,
      p: 0,
      borderRadius: '10px',
      border: 1,
      textAlign: 'center',
      userSelect: 'none',
      // A focused cell scrolls clear of the navigation bar and the header row (and of a phone's bottom bar).
      scrollMarginTop: { xs: 65 + 64, lg: 73 + 64 },
      scrollMarginBottom: { xs: 104, md: 16 },
      transition: t.transitions.create(['background-color', 'border-color'], { duration: 120 }),
      '&:focus-visible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 1 },
    },
    '.bay-grid td > span': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.5,
      typography: 'body2',
      fontSize: '0.8125rem',
      fontWeight: 550,
      whiteSpace: 'nowrap',
      '& svg': { width: 15, height: 15, fill: 'currentColor', flexShrink: 0 },
    },
    '.bay-grid td[data-look="free"] > span, .bay-grid td[data-look="selected"] > span': { fontWeight: 700 },
  };
  for (const look of LOOKS)
    styles[`.bay-grid td[data-look="${look}"]`] = cellLook(t, look === 'selected' ? 'free' : look, look === 'selected');
  // The chosen start has a thicker border than the hours it runs on.
  styles['.bay-grid td[data-start]'] = { borderWidth: 2 };
  const css = t.unstable_sx(styles);
  for (let columns = 2; columns <= MAX_COLUMNS; columns++) {
    css[`@container bay-grid (width < ${allColumnsWidth(columns)}px)`] = {
      [`.bay-grid-root[data-cols="${columns}"] > *`]: { '--bay-grid-off': 'none', '--bay-grid-tabs': 'flex' },
    };
  }
  return css;
}
const GRID_STYLES = <GlobalStyles styles={gridCss} />;

/**
 * Whether the grid shows one column at a time (the stylesheet decides what is drawn; this is for the
 * bay switcher's semantics and the keyboard). The first render assumes what the server assumed (a phone
 * or not), then the grid's own width decides, kept up to date.
 */
function useCompact(columns: number): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null); // a ref, not state: measuring must not render the grid again
  const initialWidth = useInitialWindowWidth(); // rendered on the server: the width it assumed
  const [compact, setCompact] = useState(() => !fitsAllColumns(initialWidth(), columns));
  // Before paint; a width that changes nothing renders nothing.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCompact(!fitsAllColumns(el.clientWidth, columns));
    // The observer reports the first width itself, read after the browser's own layout. Reading it here would
    // force a layout of the whole page in the middle of the hydration's commit (30 ms on a 4x phone).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [columns]);
  return [ref, compact];
}

/**
 * The bay × hour grid (WAI-ARIA grid): hours down, "Any bay" and each bay across. One cell is in
 * the tab order (roving tabindex); arrows, Home/End and PageUp/PageDown move; Enter or Space
 * selects. The header row stays under the navigation bar while the page scrolls the hours. Where
 * the columns do not all fit (phones), one column shows at a time under a bay switcher, and the
 * arrows still move across bays (left and right switch the column).
 */
export function BayGrid({ grid, hours, choice, onSelect, label, bay, onBayChange, day }: BayGridProps) {
  const columns: BayChoice[] = ['any', ...grid.bays.map((b) => b.number)];
  const size = { rows: grid.hours.length, cols: columns.length };
  const tableRef = useRef<HTMLTableElement>(null);
  const [hint, setHint] = useState('');
  const [rootRef, compact] = useCompact(columns.length);
  const [ownBay, setOwnBay] = useState<BayChoice>(choice?.bay ?? 'any');
  const wanted = bay ?? ownBay;
  const activeBay = columns.includes(wanted) ? wanted : 'any';
  const setActiveBay = (next: BayChoice) => {
    setOwnBay(next);
    onBayChange?.(next);
  };
  const activeCol = columns.indexOf(activeBay);
  const pendingFocus = useRef<CellPosition | null>(null);
  const tableId = useId();

  // Today opens at the current hour; the rows before it fold away until asked for. A minute's tick
  // is enough (the fold moves on the hour), and only today's grid ticks.
  const gone = day ? foldedRows(grid, day) : 0;
  const [showGone, setShowGone] = useState(false);
  const firstRow = showGone ? 0 : gone;
  // Focus never lands on a folded row (Ctrl+Home, PageUp, a remembered position).
  const shownRow = (pos: CellPosition): CellPosition => (pos.row < firstRow ? { ...pos, row: firstRow } : pos);
  const shownHours = grid.hours.map((hour, row) => ({ hour, row })).slice(firstRow);

  const firstFree = (): CellPosition => {
    const row = grid.hours.findIndex((_, i) => cellView(grid, 'any', i, hours).selectable);
    return { row: Math.max(row, 0), col: 0 };
  };
  const [focus, setFocus] = useState<CellPosition>(() => {
    if (choice) {
      const row = grid.hours.indexOf(choice.start);
      const col = columns.indexOf(choice.bay);
      if (row >= 0 && col >= 0) return { row, col };
    }
    return firstFree();
  });
  // In one-column view the tab stop is in the column shown.
  const at = shownRow(clampPosition(compact ? { ...focus, col: columns.indexOf(activeBay) } : focus, size));

  // A selection made elsewhere (a suggested time, the address bar) becomes the grid's tab stop, and its bay the one shown.
  const choiceKey = choice ? `${choice.bay}@${choice.start}` : '';
  useEffect(() => {
    if (!choice) return;
    const row = grid.hours.indexOf(choice.start);
    const col = columns.indexOf(choice.bay);
    if (row >= 0 && col >= 0) setFocus({ row, col });
    if (col >= 0 && choice.bay !== activeBay) setActiveBay(choice.bay);
    // Only when the choice itself changes (not on every render of the grid).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choiceKey stands for choice
  }, [choiceKey]);

  const cellAt = (pos: CellPosition) => tableRef.current?.querySelector<HTMLElement>(`[data-row="${pos.row}"][data-col="${pos.col}"]`);

  // A move to another bay in one-column view focuses its cell once that column is drawn.
  useEffect(() => {
    const pos = pendingFocus.current;
    if (!pos) return;
    pendingFocus.current = null;
    cellAt(pos)?.focus();
  });

  const focusCell = (pos: CellPosition) => {
    setFocus(pos);
    const bayAt = columns[pos.col]!;
    if (compact && bayAt !== activeBay) {
      setActiveBay(bayAt);
      pendingFocus.current = pos;
      return;
    }
    cellAt(pos)?.focus();
  };

  const activate = (pos: CellPosition) => {
    const bayAt = columns[pos.col]!;
    const view = cellView(grid, bayAt, pos.row, hours);
    if (view.selectable) {
      setHint('');
      onSelect({ bay: bayAt, start: grid.hours[pos.row]! });
    } else {
      setHint(blockedHint(view, columnName(grid, bayAt), hourLabel(grid.hours[pos.row] ?? 0), hours));
    }
  };

  const onClick = (e: MouseEvent<HTMLTableElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('td[data-row]');
    if (!cell) return;
    const pos = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    setFocus(pos);
    activate(pos);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const pos = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(pos);
      return;
    }
    const next = moveInGrid(pos, e.key, size, e.ctrlKey || e.metaKey);
    if (!next) return;
    e.preventDefault();
    focusCell(shownRow(next));
  };

  const tabId = (b: BayChoice) => `bay-tab-${b}`;
  const tabsRef = useRef<HTMLDivElement>(null);
  // The switcher's arrows move the focus between bays (WAI-ARIA tabs: activated by Enter, Space or a tap).
  const onTabKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const from = Number(e.currentTarget.dataset.index);
    const last = columns.length - 1;
    const moves: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last };
    if (Number.isNaN(from) || !(e.key in moves)) return;
    e.preventDefault();
    const to = moves[e.key]!;
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to > last ? 0 : to < 0 ? last : to]?.focus();
  };
  // The bay in view keeps its tab in view (a long row of bays scrolls sideways); not the page itself.
  useEffect(() => {
    const list = tabsRef.current;
    const tab = list?.querySelectorAll<HTMLElement>('[role="tab"]')[activeCol];
    if (!list || !tab) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [activeCol]);

  return (
    <div ref={rootRef} className="bay-grid-root" data-cols={columns.length}>
      {GRID_STYLES}
      <div ref={tabsRef} role="tablist" aria-label="Bay" className="bay-grid-tabs">
        {columns.map((b, i) => {
          const free = freeStarts(grid, b, hours);
          return (
            <button
              key={b}
              type="button"
              role="tab"
              id={tabId(b)}
              data-index={i}
              aria-selected={b === activeBay}
              aria-controls="bay-panel"
              tabIndex={b === activeBay ? 0 : -1}
              onKeyDown={onTabKeyDown}
              onClick={() => {
                setHint('');
                setActiveBay(b);
              }}
            >
              <span className="name">{columnName(grid, b)}</span>
              {/* Heard as "Bay 3, 9 free": what is seen is what is heard (WCAG 2.5.3). */}
              <span className="bay-grid-hidden">, </span>
              <span className="free" data-free={free > 0 ? '' : undefined}>
                {free > 0 ? `${free} free` : 'Full'}
              </span>
            </button>
          );
        })}
      </div>
      <div id="bay-panel" role={compact ? 'tabpanel' : undefined} aria-labelledby={compact ? tabId(activeBay) : undefined}>
        {gone > 0 ? (
          <Button
            size="small"
            color="inherit"
            aria-expanded={showGone}
            aria-controls={tableId}
            startIcon={<HistoryRoundedIcon />}
            onClick={() => setShowGone(!showGone)}
            sx={{ minHeight: 44, mb: 0.5, color: 'text.secondary', fontWeight: 650 }}
          >
            {showGone ? 'Hide earlier hours' : `Show ${gone} earlier hours`}
          </Button>
        ) : null}
        <table id={tableId} role="grid" ref={tableRef} aria-label={label} onKeyDown={onKeyDown} onClick={onClick} className="bay-grid">
          <thead>
            <tr>
              <th scope="col">Start</th>
              {columns.map((b, col) => (
                <th key={b} scope="col" data-col={col} data-on={col === activeCol ? '' : undefined}>
                  <span className="name">{columnName(grid, b)}</span>
                  <span className="size">{b === 'any' ? 'We pick' : `Up to ${grid.bays.find((x) => x.number === b)?.capacity ?? ''}`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownHours.map(({ hour, row }) => (
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                {columns.map((b, col) => {
                  const view = cellView(grid, b, row, hours);
                  const selected = inSelection(grid, choice, b, row, hours);
                  const isStart = selected && choice?.start === hour;
                  const focused = at.row === row && at.col === col;
                  return (
                    <td
                      key={b}
                      role="gridcell"
                      tabIndex={focused ? 0 : -1}
                      aria-selected={selected}
                      aria-disabled={!view.selectable && !selected ? true : undefined}
                      aria-label={cellLabel(grid, b, row, view, selected)}
                      data-row={row}
                      data-col={col}
                      data-on={col === activeCol ? '' : undefined}
                      data-look={selected ? 'selected' : view.kind}
                      data-start={isStart ? '' : undefined}
                    >
                      <span aria-hidden>
                        {selected ? SELECTED_ICON : KIND_ICON[view.kind]}
                        {selected ? 'Selected' : view.text}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.55em', mt: 1 }}>
        {hint}
      </Typography>
    </div>
  );
}

/** What the cell looks mean (the grid's key), drawn with the same looks. */
export function GridLegend() {
  const items: { kind: CellKind | 'selected'; text: string }[] = [
    { kind: 'free', text: 'Free' },
    { kind: 'selected', text: 'Your booking' },
    { kind: 'short', text: 'Free, but not for that long' },
    { kind: 'taken', text: 'Taken' },
    { kind: 'closed', text: 'Closed' },
    { kind: 'past', text: 'Started' },
  ];
  return (
    <Box component="ul" aria-label="Key" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.kind}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'caption', fontSize: '0.8125rem', color: 'text.secondary' }}
        >
          <Box
            aria-hidden
            sx={(t) => ({
              width: 22,
              height: 16,
              borderRadius: '5px',
              border: 1,
              ...cellLook(t, item.kind === 'selected' ? 'free' : item.kind, item.kind === 'selected'),
              cursor: 'default',
            })}
          />
          {item.text}
        </Box>
      ))}
    </Box>
  );
}
