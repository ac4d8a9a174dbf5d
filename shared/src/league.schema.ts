// A league as the admin writes it (/admin/league-management's dialog and the adminCreateLeague /
// adminUpdateLeague mutations): the same rules and words on both sides. The nights' weekday is the
// first night's, so the form asks for the first night only.
import { z } from 'zod';
import { isCalendarDate } from './fields.schema.js';

export const LEAGUE_TIE_BREAKERS = ['head_to_head', 'low_round', 'countback'] as const;
export type LeagueTieBreakerValue = (typeof LEAGUE_TIE_BREAKERS)[number];

export const leagueMessages = {
  name: 'Please enter a name of 1 to 80 characters.',
  description: 'Please keep the description under 2000 characters.',
  location: 'Please choose a location.',
  format: 'Please choose individual or teams.',
  teamSize: 'A team has 2 to 6 players.',
  firstNight: 'Please choose a valid date for the first night.',
  startTime: 'Please enter a start time as HH:MM (24-hour).',
  hoursPerNight: 'A night lasts 1 to 4 hours.',
  weeks: 'A season has 1 to 52 nights.',
  capacity: 'Please enter 2 to 200 places.',
  baysPerNight: 'Please enter 1 to 20 bays per night.',
  entryFee: 'Please enter an entry fee from $0.00 to $5,000.00.',
  tieBreakers: 'Please choose at least one tie-breaker, each once.',
  endsBeforeMidnight: 'A night must end by midnight: start earlier or play fewer hours.',
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
// A real calendar date in a year a season can have (a far year would run its nights off the calendar).
const isLocalDate = (v: string) => isCalendarDate(v) && v >= '2000-01-01' && v <= '2099-12-31';
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const int = (message: string, min: number, max: number) =>
  z.preprocess(num, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** Fields in form order (the server reports the first wrong one); the time is the venue's local time. */
export const leagueInput = z
  .object({
    name: z.string({ error: leagueMessages.name }).trim().min(1, { error: leagueMessages.name }).max(80, { error: leagueMessages.name }),
    description: z.string({ error: leagueMessages.description }).trim().max(2000, { error: leagueMessages.description }).default(''),
    location: z.string({ error: leagueMessages.location }).trim().min(1, { error: leagueMessages.location }),
    format: z.enum(['individual', 'teams'], { error: leagueMessages.format }),
    teamSize: int(leagueMessages.teamSize, 1, 6).default(1),
    firstNight: z.string({ error: leagueMessages.firstNight }).refine(isLocalDate, { error: leagueMessages.firstNight }),
    startTime: z.string({ error: leagueMessages.startTime }).regex(CLOCK, { error: leagueMessages.startTime }),
    hoursPerNight: int(leagueMessages.hoursPerNight, 1, 4),
    weeks: int(leagueMessages.weeks, 1, 52),
    capacity: int(leagueMessages.capacity, 2, 200),
    baysPerNight: int(leagueMessages.baysPerNight, 1, 20),
    entryFeeCents: int(leagueMessages.entryFee, 0, 500_000),
    tieBreakers: z
      .array(z.enum(LEAGUE_TIE_BREAKERS, { error: leagueMessages.tieBreakers }), { error: leagueMessages.tieBreakers })
      .min(1, { error: leagueMessages.tieBreakers })
      .refine((list) => new Set(list).size === list.length, { error: leagueMessages.tieBreakers }),
  })
  .superRefine((v, ctx) => {
    if (v.format === 'teams' && v.teamSize < 2) ctx.addIssue({ code: 'custom', path: ['teamSize'], message: leagueMessages.teamSize });
    const [h, m] = v.startTime.split(':').map(Number);
    if (h! * 60 + m! + v.hoursPerNight * 60 > 24 * 60)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: leagueMessages.endsBeforeMidnight });
  });

export type LeagueInput = z.output<typeof leagueInput>;
