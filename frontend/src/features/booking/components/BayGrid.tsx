import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { NAV_BAR_OFFSET } from '../../../components/nav/NavBar';
import { hourLabel } from '../../../lib/venueTime';
import { useInitialWindowWidth } from '../../../lib/server-render';
import { foldedRows } from '../utils/fold';
import { clampPosition, fitsAllColumns, GRID_METRICS, moveInGrid, type CellPosition } from '../utils/gridNav';
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

const KIND_ICON: Partial<Record<CellKind, ReactNode>> = {
  short: <HourglassBottomRoundedIcon />,
  taken: <RemoveCircleOutlineRoundedIcon />,
  closed: <BlockRoundedIcon />,
  past: <HistoryRoundedIcon />,
  locked: <LockOutlinedIcon />,
};

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

/**
 * The body's cells as one stylesheet on the table, keyed by data attributes: the grid has up to a
 * hundred cells, and an `sx` per cell made emotion serialize and hash each one's styles on every
 * render (the booking page's longest task). Each cell is now a plain <td> and <span>.
 */
function gridStyles(t: Theme): SystemStyleObject<Theme> {
  const styles: Record<string, SystemStyleObject<Theme>> = {
    '& tbody th': {
      typography: 'body2',
      fontWeight: 650,
      whiteSpace: 'nowrap',
      textAlign: 'left',
      pl: 0.5,
      pr: 1,
      fontVariantNumeric: 'tabular-nums',
    },
    '& td': {
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
    '& td > span': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.5,
      typography: 'body2',
      fontSize: '0.8125rem',
      fontWeight: 550,
      whiteSpace: 'nowrap',
      '& svg': { fontSize: 15 },
    },
    '& td[data-look="free"] > span, & td[data-look="selected"] > span': { fontWeight: 700 },
  };
  for (const look of LOOKS) styles[`& td[data-look="${look}"]`] = cellLook(t, look === 'selected' ? 'free' : look, look === 'selected');
  // The chosen start has a thicker border than the hours it runs on.
  styles['& td[data-start]'] = { borderWidth: 2 };
  return styles;
}

/**
 * The width of an element, kept up to date (0 where nothing is laid out). Until measured, the
 * window's width: never less than the element's, so a phone renders its one column at once instead
 * of every bay's cells first, then again (a whole grid's render and layout more on a slow phone).
 */
function useWidth(): [(el: HTMLElement | null) => void, number] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const initialWidth = useInitialWindowWidth(); // rendered on the server: the width it assumed
  const [width, setWidth] = useState(initialWidth);
  // Before paint: the first frame already has the layout that fits.
  useLayoutEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, width];
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One bay's tab: its name over how many starts it has free. */
function BayTabLabel({ name, free }: { name: string; free: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.25 }}>
      <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      {/* Heard as "Bay 3, 9 free": what is seen is what is heard (WCAG 2.5.3). */}
      <Box component="span" sx={visuallyHidden}>
        ,{' '}
      </Box>
      <Box component="span" sx={{ typography: 'caption', fontSize: '0.8125rem', color: free > 0 ? 'secondary.dark' : 'text.secondary' }}>
        {free > 0 ? `${free} free` : 'Full'}
      </Box>
    </Box>
  );
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
  const [measure, width] = useWidth();
  const compact = !fitsAllColumns(width, columns.length);
  const [ownBay, setOwnBay] = useState<BayChoice>(choice?.bay ?? 'any');
  const wanted = bay ?? ownBay;
  const activeBay = columns.includes(wanted) ? wanted : 'any';
  const setActiveBay = (next: BayChoice) => {
    setOwnBay(next);
    onBayChange?.(next);
  };
  const shown = compact ? [activeBay] : columns;
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
  const sticky = { position: 'sticky', top: NAV_BAR_OFFSET, zIndex: 2, bgcolor: 'background.paper' } as const;

  return (
    <Box ref={measure}>
      {compact ? (
        <Tabs
          value={activeBay}
          onChange={(_, next: BayChoice) => {
            setHint('');
            setActiveBay(next);
          }}
          variant="scrollable"
          scrollButtons
          allowScrollButtonsMobile
          aria-label="Bay"
          sx={{ mx: -1, mb: 1, minHeight: 60, '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
        >
          {columns.map((b) => (
            <Tab
              key={b}
              value={b}
              id={tabId(b)}
              aria-controls="bay-panel"
              label={<BayTabLabel name={columnName(grid, b)} free={freeStarts(grid, b, hours)} />}
              sx={{ minHeight: 60, minWidth: 76, px: 1.25, textTransform: 'none', fontSize: '0.9375rem' }}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        id={compact ? 'bay-panel' : undefined}
        role={compact ? 'tabpanel' : undefined}
        aria-labelledby={compact ? tabId(activeBay) : undefined}
      >
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
        <Box
          component="table"
          id={tableId}
          role="grid"
          ref={tableRef}
          aria-label={label}
          onKeyDown={onKeyDown}
          onClick={onClick}
          sx={(t) => ({
            borderCollapse: 'separate',
            borderSpacing: `${GRID_METRICS.gap}px`,
            width: '100%',
            tableLayout: 'fixed',
            ...gridStyles(t),
          })}
        >
          <Box component="thead">
            <tr>
              <Box
                component="th"
                scope="col"
                sx={(t) => ({
                  ...sticky,
                  zIndex: 3,
                  // Paints the gaps around the header cells, so hours scrolling under them never show through.
                  boxShadow: `0 0 0 ${GRID_METRICS.gap}px ${t.vars.palette.background.paper}`,
                  width: GRID_METRICS.hourCol,
                  typography: 'caption',
                  color: 'text.secondary',
                  textAlign: 'left',
                  pl: 0.5,
                })}
              >
                Start
              </Box>
              {shown.map((b) => (
                <Box
                  key={b}
                  component="th"
                  scope="col"
                  sx={(t) => ({
                    ...sticky,
                    boxShadow: `0 0 0 ${GRID_METRICS.gap}px ${t.vars.palette.background.paper}`,
                    minWidth: GRID_METRICS.minCol,
                    py: 1,
                    textAlign: 'center',
                  })}
                >
                  <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block', whiteSpace: 'nowrap' }}>
                    {columnName(grid, b)}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block', whiteSpace: 'nowrap' }}>
                    {b === 'any' ? 'We pick' : `Up to ${grid.bays.find((x) => x.number === b)?.capacity ?? ''}`}
                  </Typography>
                </Box>
              ))}
            </tr>
          </Box>
          <tbody>
            {shownHours.map(({ hour, row }) => (
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                {shown.map((b) => {
                  const col = columns.indexOf(b);
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
                      data-look={selected ? 'selected' : view.kind}
                      data-start={isStart ? '' : undefined}
                    >
                      <span aria-hidden>
                        {selected ? <CheckCircleRoundedIcon /> : KIND_ICON[view.kind]}
                        {selected ? 'Selected' : view.text}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.55em', mt: 1 }}>
        {hint}
      </Typography>
    </Box>
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
