// An event as the admin writes it (/admin/events' dialog and the adminCreateEvent / adminUpdateEvent
// mutations): the same rules and words on both sides.
import { z } from 'zod';
import { isCalendarDate } from './fields.schema.js';

export const eventMessages = {
  title: 'Please enter a title of 1 to 120 characters.',
  description: 'Please keep the description under 4000 characters.',
  location: 'Please choose a location.',
  date: 'Please choose a valid date.',
  time: 'Please enter a time as HH:MM (24-hour).',
  endAfterStart: 'The event must end after it starts (on the same day).',
  price: 'Please enter a price from $0.00 to $10,000.00.',
  capacity: 'Please enter a capacity from 1 to 1000.',
  claimWindow: 'Please enter a claim window from 5 minutes to 7 days (10080 minutes).',
  waitlistCap: 'Please enter a waitlist length from 0 to 1000.',
  bays: 'Please choose at least one bay, or no bays, or the whole venue.',
  bayHours: 'An event that takes bays must last 1 to 4 hours (a bay is reserved in blocks of that length).',
} as const;

/** Which bays an event takes: none (it happens elsewhere in the venue), the bays chosen, or every bay. */
export const EVENT_BAY_MODES = ['none', 'bays', 'venue'] as const;
export type EventBayMode = (typeof EVENT_BAY_MODES)[number];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const int = (message: string, min: number, max: number) =>
  z.preprocess(num, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** Fields in form order (the server reports the first wrong one); times are the venue's local time. */
export const eventInput = z
  .object({
    title: z.string({ error: eventMessages.title }).trim().min(1, { error: eventMessages.title }).max(120, { error: eventMessages.title }),
    description: z.string({ error: eventMessages.description }).max(4000, { error: eventMessages.description }).default(''),
    location: z.string({ error: eventMessages.location }).trim().min(1, { error: eventMessages.location }),
    date: z.string({ error: eventMessages.date }).refine(isCalendarDate, { error: eventMessages.date }),
    startTime: z.string({ error: eventMessages.time }).regex(CLOCK, { error: eventMessages.time }),
    endTime: z.string({ error: eventMessages.time }).regex(CLOCK, { error: eventMessages.time }),
    priceCents: int(eventMessages.price, 0, 1_000_000),
    capacity: int(eventMessages.capacity, 1, 1000),
    memberOnly: z.boolean().default(false),
    claimWindowMinutes: int(eventMessages.claimWindow, 5, 10080).default(120),
    waitlistCap: int(eventMessages.waitlistCap, 0, 1000).default(50),
    bayMode: z.enum(EVENT_BAY_MODES, { error: eventMessages.bays }).default('none'),
    bayNumbers: z.array(z.number().int().min(1).max(99), { error: eventMessages.bays }).max(99).default([]),
  })
  .refine((v) => minutes(v.endTime) > minutes(v.startTime), { error: eventMessages.endAfterStart, path: ['endTime'] })
  .refine((v) => v.bayMode !== 'bays' || v.bayNumbers.length > 0, { error: eventMessages.bays, path: ['bayNumbers'] })
  .refine((v) => v.bayMode === 'none' || minutes(v.endTime) - minutes(v.startTime) <= 240, {
    error: eventMessages.bayHours,
    path: ['endTime'],
  })
  .refine((v) => v.bayMode === 'none' || minutes(v.endTime) - minutes(v.startTime) >= 60, {
    error: eventMessages.bayHours,
    path: ['endTime'],
  });

export type EventInput = z.output<typeof eventInput>;

/** Local minutes from midnight of an 'HH:MM' clock. */
export function clockMinutes(clock: string): number {
  return minutes(clock);
}
