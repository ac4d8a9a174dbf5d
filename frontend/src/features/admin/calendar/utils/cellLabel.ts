// What assistive technology says for each cell of the calendar grid.
import { formatHourRange, formatPlayers } from '../../../../lib/format';
import { hourLabel } from '../../../../lib/venueTime';
import { statusLook } from '../../utils/bookingStatus';
import type { CalendarBay, CalendarBlock } from './layout';

const bayLabel = (bay: CalendarBay) => bay.name;

/**
 * What a screen reader hears for a block (and what tests find it by). The visible words come first
 * and in the same order, so speech users can say what they see (WCAG 2.5.3, label in name).
 */
export function cellLabel(block: CalendarBlock, bay: CalendarBay): string {
  switch (block.kind) {
    case 'booking': {
      const b = block.booking;
      const status = statusLook(b.status).label.toLowerCase();
      return [
        b.customerName,
        formatPlayers(b.partySize),
        b.status === 'confirmed' ? null : status,
        formatHourRange(b.startHour, b.startHour + b.hours),
        bayLabel(bay),
        b.status === 'confirmed' ? status : null,
        block.overlapsClosure ? 'inside a closure' : null,
      ]
        .filter(Boolean)
        .join(', ');
    }
    case 'closure': {
      const where = block.closure.bayNumber === null ? 'whole location' : bayLabel(bay);
      return `Closed${block.closure.reason ? `: ${block.closure.reason}` : ''}, ${where}, ${formatHourRange(block.startHour, block.endHour)}`;
    }
    case 'past':
      return `${bayLabel(bay)}, ${hourLabel(block.startHour)}: past`;
    case 'taken':
      return `Booked, ${bayLabel(bay)}, ${hourLabel(block.startHour)}`;
    default:
      return `${bayLabel(bay)}, ${hourLabel(block.startHour)}: free`;
  }
}
