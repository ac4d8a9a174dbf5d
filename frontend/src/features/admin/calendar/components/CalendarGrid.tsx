import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { formatHourRange, formatPlayers } from '../../../../lib/format';
import { statusLook } from '../../utils/bookingStatus';
import { hourLabel } from '../../../../lib/venueTime';
import { cellLabel } from '../utils/cellLabel';
import {
  canPlace,
  moveFocus,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarClosure,
  type DayLayout,
  type GridPosition,
} from '../utils/layout';

/** Height of one hour row: a comfortable touch target with room for two lines. */
const ROW_HEIGHT = 56;
const HOUR_COLUMN = 76;
const HEAD_HEIGHT = 52;

interface CalendarGridProps {
  layout: DayLayout;
  /** Names the grid for assistive technology: "Richardson, Nov 23, 2026". */
  label: string;
  onFreeCell: (bayNumber: number, startHour: number) => void;
  onBooking: (booking: CalendarBooking) => void;
  onClosure: (closure: CalendarClosure, bayNumber: number) => void;
  /** A booking block dropped on free hours (desktop drag and drop; the Move dialog is the accessible path). */
  onDropBooking: (booking: CalendarBooking, bayNumber: number, startHour: number) => void;
}

const movable = (b: CalendarBooking) => b.status === 'held' || b.status === 'confirmed';

// The spaces between lines keep words apart for tools that read the text run together (axe's label-in-name check).
function BookingContent({ block }: { block: Extract<CalendarBlock, { kind: 'booking' }> }) {
  const b = block.booking;
  const Icon = b.status === 'held' ? HourglassTopRoundedIcon : b.status === 'completed' ? DoneAllRoundedIcon : CheckCircleRoundedIcon;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Icon aria-hidden sx={{ fontSize: 16, flexShrink: 0 }} />
        <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.3 }}>
          {b.customerName}
        </Typography>
        {block.overlapsClosure ? <WarningAmberRoundedIcon aria-hidden sx={{ fontSize: 16, ml: 'auto', flexShrink: 0 }} /> : null}
      </Box>{' '}
      <Typography component="span" noWrap sx={{ display: 'block', fontSize: '0.75rem', lineHeight: 1.35 }}>
        {formatPlayers(b.partySize)}
        {b.status === 'confirmed' ? '' : ` · ${statusLook(b.status).label}`}
      </Typography>{' '}
      {block.span > 1 ? (
        <Typography component="span" noWrap sx={{ display: 'block', fontSize: '0.75rem', lineHeight: 1.35 }}>
          {formatHourRange(b.startHour, b.startHour + b.hours)}
        </Typography>
      ) : null}
    </>
  );
}

function ClosureContent({ block }: { block: Extract<CalendarBlock, { kind: 'closure' }> }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <LockRoundedIcon aria-hidden sx={{ fontSize: 15, flexShrink: 0 }} />
        <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '0.8125rem' }}>
          Closed
        </Typography>
      </Box>{' '}
      {block.closure.reason ? (
        <Typography component="span" noWrap sx={{ display: 'block', fontSize: '0.75rem', lineHeight: 1.35 }}>
          {block.closure.reason}
        </Typography>
      ) : null}
    </>
  );
}

/** The look of a booking, closure or unknown booking: status differs in shape and pattern as well as colour (BRAND.md). */
function cardSx(block: CalendarBlock) {
  return (t: Theme) => {
    const p = t.vars!.palette;
    const card = { position: 'absolute', inset: 3, borderRadius: '10px', px: 1, py: 0.5, overflow: 'hidden' } as const;
    if (block.kind === 'booking') {
      const s = block.booking.status;
      const look =
        s === 'confirmed'
          ? { bgcolor: p.primary.main, color: p.primary.contrastText, border: `2px solid ${p.primary.main}` }
          : s === 'held'
            ? { bgcolor: p.accent.light, color: p.accent.contrastText, border: `2px dashed ${p.accent.dark}` }
            : { bgcolor: p.action.selected, color: p.text.primary, border: `2px solid ${p.divider}` };
      return { ...card, ...look, ...(block.overlapsClosure ? { boxShadow: `inset 0 0 0 2px ${p.error.main}` } : {}) };
    }
    if (block.kind === 'closure') {
      return {
        ...card,
        color: p.text.primary,
        border: `1px solid ${p.action.disabled}`,
        backgroundColor: p.background.default,
        backgroundImage: `repeating-linear-gradient(135deg, ${p.action.disabled} 0 2px, transparent 2px 9px)`,
      };
    }
    return { ...card, bgcolor: p.action.selected, color: p.text.secondary, display: 'grid', placeItems: 'center', fontSize: '0.75rem' };
  };
}

/** The cell itself: free hours invite a click (and show where a dragged booking would land). */
function cellSx(block: CalendarBlock, dropHere: boolean) {
  return (t: Theme) => {
    const p = t.vars!.palette;
    if (block.kind === 'past') return { bgcolor: p.action.hover };
    if (block.kind === 'taken') return {};
    if (block.kind !== 'free') return { cursor: 'pointer', '&:hover > *': { filter: 'brightness(1.06)' } };
    return {
      cursor: 'pointer',
      display: 'grid',
      placeItems: 'center',
      color: 'transparent',
      bgcolor: dropHere ? `rgba(${p.secondary.mainChannel} / 0.2)` : undefined,
      boxShadow: dropHere ? `inset 0 0 0 2px ${p.secondary.main}` : undefined,
      '&:hover, &:focus-visible': { bgcolor: `rgba(${p.secondary.mainChannel} / 0.1)`, color: p.secondary.dark },
    };
  };
}

/**
 * Bays as columns, the day's open hours as rows. An ARIA grid: one cell is in the tab order,
 * arrow keys move between cells (a booking or closure is one cell spanning its hours), Home and
 * End jump to the first and last bay, Enter or Space opens what the cell holds.
 */
export function CalendarGrid({ layout, label, onFreeCell, onBooking, onClosure, onDropBooking }: CalendarGridProps) {
  const { hours, bays, columns, cells } = layout;
  const [focus, setFocus] = useState<GridPosition>({ col: 0, row: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  const drag = useRef<{ booking: CalendarBooking; offset: number } | null>(null);
  const [dropTarget, setDropTarget] = useState<{ bayNumber: number; startHour: number; hours: number } | null>(null);

  // The focused position may point past a smaller day (another location or date): clamp it.
  const at = { col: Math.min(focus.col, bays.length - 1), row: Math.min(focus.row, hours.length - 1) };
  const focusedKey = cells[at.col]?.[at.row]?.key;

  const activate = (block: CalendarBlock) => {
    if (block.kind === 'free') onFreeCell(block.bayNumber, block.startHour);
    else if (block.kind === 'booking') onBooking(block.booking);
    else if (block.kind === 'closure') onClosure(block.closure, block.bayNumber);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const block = cells[at.col]?.[at.row];
    if (!block) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(block);
      return;
    }
    const next = moveFocus(layout, at, e.key);
    if (!next) return;
    e.preventDefault();
    setFocus(next);
    const target = cells[next.col][next.row];
    const el = elements.current.get(target.key);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const dropAt = (block: CalendarBlock) => {
    const d = drag.current;
    if (!d) return null;
    const startHour = block.startHour - d.offset;
    return canPlace(layout, block.bayNumber, startHour, d.booking.hours, d.booking.id)
      ? { bayNumber: block.bayNumber, startHour, hours: d.booking.hours }
      : null;
  };

  const dragHandlers = (block: CalendarBlock) => {
    if (block.kind === 'booking' && movable(block.booking)) {
      return {
        draggable: true,
        onDragStart: (e: DragEvent<HTMLElement>) => {
          const rect = e.currentTarget.getBoundingClientRect();
          // Keep the hour the block was grabbed by under the pointer.
          const offset =
            Math.min(block.span - 1, Math.max(0, Math.floor((e.clientY - rect.top) / ROW_HEIGHT))) +
            (block.startHour - block.booking.startHour);
          drag.current = { booking: block.booking, offset };
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', block.booking.reference);
        },
        onDragEnd: () => {
          drag.current = null;
          setDropTarget(null);
        },
      };
    }
    if (block.kind === 'free' || block.kind === 'booking') {
      return {
        onDragOver: (e: DragEvent<HTMLElement>) => {
          const target = dropAt(block);
          if (!target) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          if (dropTarget?.bayNumber !== target.bayNumber || dropTarget.startHour !== target.startHour) setDropTarget(target);
        },
        onDrop: (e: DragEvent<HTMLElement>) => {
          const target = dropAt(block);
          const d = drag.current;
          drag.current = null;
          setDropTarget(null);
          if (!target || !d) return;
          e.preventDefault();
          if (target.bayNumber !== d.booking.bayNumber || target.startHour !== d.booking.startHour)
            onDropBooking(d.booking, target.bayNumber, target.startHour);
        },
      };
    }
    return {};
  };

  const inDropTarget = (block: CalendarBlock) =>
    !!dropTarget &&
    block.kind === 'free' &&
    block.bayNumber === dropTarget.bayNumber &&
    block.startHour >= dropTarget.startHour &&
    block.startHour < dropTarget.startHour + dropTarget.hours;

  const stickyLeft = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;

  return (
    <Box
      role="grid"
      aria-label={label}
      aria-rowcount={hours.length + 1}
      aria-colcount={bays.length + 1}
      onKeyDown={onKeyDown}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget(null);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: `${HOUR_COLUMN}px repeat(${bays.length}, minmax(132px, 1fr))`,
        gridTemplateRows: `${HEAD_HEIGHT}px repeat(${hours.length}, ${ROW_HEIGHT}px)`,
        minWidth: HOUR_COLUMN + bays.length * 132,
        // Hour lines behind the cells.
        backgroundImage: (t) => `linear-gradient(${t.vars!.palette.divider} 1px, transparent 1px)`,
        backgroundSize: `100% ${ROW_HEIGHT}px`,
        backgroundPosition: `0 ${HEAD_HEIGHT}px`,
      }}
    >
      <Box role="row" aria-rowindex={1} sx={{ display: 'contents' }}>
        <Box
          role="columnheader"
          aria-colindex={1}
          sx={{
            ...stickyLeft,
            top: 0,
            zIndex: 3,
            gridRow: 1,
            gridColumn: 1,
            display: 'flex',
            alignItems: 'flex-end',
            px: 1.5,
            pb: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 650 }}>
            Time
          </Typography>
        </Box>
        {bays.map((bay, col) => (
          <Box
            key={bay.number}
            role="columnheader"
            aria-colindex={col + 2}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              gridRow: 1,
              gridColumn: col + 2,
              px: 1.5,
              py: 1,
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '0.9375rem', lineHeight: 1.3 }}>
              {bay.name}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              Up to {formatPlayers(bay.capacity)}
            </Typography>
          </Box>
        ))}
      </Box>

      {hours.map((hour, row) => (
        <Box key={hour} role="row" aria-rowindex={row + 2} sx={{ display: 'contents' }}>
          <Box
            role="rowheader"
            aria-colindex={1}
            sx={{
              ...stickyLeft,
              gridRow: row + 2,
              gridColumn: 1,
              px: 1.5,
              pt: 0.5,
              borderTop: 1,
              borderColor: 'divider',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Typography component="span" variant="caption" sx={{ fontWeight: 650, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {hourLabel(hour)}
            </Typography>
          </Box>
          {columns.map((blocks, col) => {
            const block = blocks.find((b) => b.row === row);
            if (!block) return null; // covered by a block that started above
            const bay = bays[col];
            const disabled = block.kind === 'past' || block.kind === 'taken';
            return (
              <Box
                key={block.key}
                role="gridcell"
                aria-colindex={col + 2}
                aria-rowspan={block.span > 1 ? block.span : undefined}
                aria-label={cellLabel(block, bay)}
                aria-disabled={disabled || undefined}
                tabIndex={block.key === focusedKey ? 0 : -1}
                ref={(el: HTMLElement | null) => {
                  if (el) elements.current.set(block.key, el);
                  else elements.current.delete(block.key);
                }}
                onFocus={() => {
                  if (at.col !== col || at.row < block.row || at.row >= block.row + block.span) setFocus({ col, row: block.row });
                }}
                onClick={() => activate(block)}
                {...dragHandlers(block)}
                sx={[
                  {
                    gridColumn: col + 2,
                    gridRow: `${row + 2} / span ${block.span}`,
                    borderLeft: 1,
                    borderColor: 'divider',
                    minWidth: 0,
                    outlineOffset: '-3px',
                    position: 'relative',
                  },
                  cellSx(block, inDropTarget(block)),
                ]}
              >
                {block.kind === 'booking' || block.kind === 'closure' || block.kind === 'taken' ? (
                  <Box sx={cardSx(block)}>
                    {block.kind === 'booking' ? (
                      <BookingContent block={block} />
                    ) : block.kind === 'closure' ? (
                      <ClosureContent block={block} />
                    ) : (
                      'Booked'
                    )}
                  </Box>
                ) : null}
                {block.kind === 'free' ? <AddRoundedIcon aria-hidden sx={{ fontSize: 20 }} /> : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
