import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { hourLabel } from '../../../lib/venueTime';
import { clampPosition, moveInGrid, type CellPosition } from '../utils/gridNav';
import {
  blockedHint,
  cellLabel,
  cellView,
  columnName,
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

/**
 * The bay × hour grid (WAI-ARIA grid): hours down, "Any bay" and each bay across. One cell is in
 * the tab order (roving tabindex); arrows, Home/End and PageUp/PageDown move; Enter or Space
 * selects. On phones the hour column stays put while the bays scroll sideways.
 */
export function BayGrid({ grid, hours, choice, onSelect, label }: BayGridProps) {
  const columns: BayChoice[] = ['any', ...grid.bays.map((b) => b.number)];
  const size = { rows: grid.hours.length, cols: columns.length };
  const tableRef = useRef<HTMLTableElement>(null);
  const [hint, setHint] = useState('');

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
  const at = clampPosition(focus, size);

  // A selection made elsewhere (a suggested time, the address bar) becomes the grid's tab stop.
  const choiceKey = choice ? `${choice.bay}@${choice.start}` : '';
  useEffect(() => {
    if (!choice) return;
    const row = grid.hours.indexOf(choice.start);
    const col = columns.indexOf(choice.bay);
    if (row >= 0 && col >= 0) setFocus({ row, col });
    // Only when the choice itself changes (not on every render of the grid).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choiceKey stands for choice
  }, [choiceKey]);

  const focusCell = (pos: CellPosition) => {
    setFocus(pos);
    tableRef.current?.querySelector<HTMLElement>(`[data-row="${pos.row}"][data-col="${pos.col}"]`)?.focus();
  };

  const activate = (pos: CellPosition) => {
    const bay = columns[pos.col]!;
    const view = cellView(grid, bay, pos.row, hours);
    if (view.selectable) {
      setHint('');
      onSelect({ bay, start: grid.hours[pos.row]! });
    } else {
      setHint(blockedHint(view, columnName(grid, bay), hourLabel(grid.hours[pos.row] ?? 0), hours));
    }
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
    focusCell(next);
  };

  return (
    <Box>
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: { xs: '68vh', md: 'none' },
          mx: { xs: -2, sm: 0 },
          borderRadius: { sm: '12px' },
          // Keeps a focused cell clear of the sticky hour column and header row.
          scrollPaddingLeft: 84,
          scrollPaddingTop: 56,
          overscrollBehaviorX: 'contain',
        }}
      >
        <Box
          component="table"
          role="grid"
          ref={tableRef}
          aria-label={label}
          onKeyDown={onKeyDown}
          sx={{ borderCollapse: 'separate', borderSpacing: '6px', minWidth: '100%', tableLayout: 'fixed', px: { xs: 1, sm: 0 } }}
        >
          <Box component="thead">
            <tr>
              <Box
                component="th"
                scope="col"
                sx={{
                  position: 'sticky',
                  top: 0,
                  left: 0,
                  zIndex: 3,
                  bgcolor: 'background.paper',
                  width: 72,
                  typography: 'caption',
                  color: 'text.secondary',
                  textAlign: 'left',
                  pl: 0.5,
                }}
              >
                Start
              </Box>
              {columns.map((bay) => (
                <Box
                  key={bay}
                  component="th"
                  scope="col"
                  sx={{
                    position: 'sticky',
                    top: 0,
                    zIndex: 2,
                    bgcolor: 'background.paper',
                    minWidth: { xs: 64, sm: 72 },
                    py: 1,
                    textAlign: 'center',
                  }}
                >
                  <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block', whiteSpace: 'nowrap' }}>
                    {columnName(grid, bay)}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block', whiteSpace: 'nowrap' }}>
                    {bay === 'any' ? 'We pick' : `Up to ${grid.bays.find((b) => b.number === bay)?.capacity ?? ''}`}
                  </Typography>
                </Box>
              ))}
            </tr>
          </Box>
          <tbody>
            {grid.hours.map((hour, row) => (
              <tr key={hour}>
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    bgcolor: 'background.paper',
                    typography: 'body2',
                    fontWeight: 650,
                    whiteSpace: 'nowrap',
                    textAlign: 'left',
                    pl: 0.5,
                    pr: 1,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {hourLabel(hour)}
                </Box>
                {columns.map((bay, col) => {
                  const view = cellView(grid, bay, row, hours);
                  const selected = inSelection(grid, choice, bay, row, hours);
                  const isStart = selected && choice?.start === hour;
                  const focused = at.row === row && at.col === col;
                  return (
                    <Box
                      key={bay}
                      component="td"
                      role="gridcell"
                      tabIndex={focused ? 0 : -1}
                      aria-selected={selected}
                      aria-disabled={!view.selectable && !selected ? true : undefined}
                      aria-label={cellLabel(grid, bay, row, view, selected)}
                      data-row={row}
                      data-col={col}
                      onClick={() => {
                        setFocus({ row, col });
                        activate({ row, col });
                      }}
                      sx={(t) => ({
                        height: 48,
                        p: 0,
                        borderRadius: '10px',
                        border: selected && !isStart ? 1 : isStart ? 2 : 1,
                        textAlign: 'center',
                        userSelect: 'none',
                        transition: t.transitions.create(['background-color', 'border-color'], { duration: 120 }),
                        '&:focus-visible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 1 },
                        ...cellLook(t, view.kind, selected),
                      })}
                    >
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 0.5,
                          typography: 'body2',
                          fontSize: '0.8125rem',
                          fontWeight: view.kind === 'free' || selected ? 700 : 550,
                          whiteSpace: 'nowrap',
                          '& svg': { fontSize: 15 },
                        }}
                      >
                        {selected ? <CheckCircleRoundedIcon /> : KIND_ICON[view.kind]}
                        {selected ? 'Selected' : view.text}
                      </Box>
                    </Box>
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
