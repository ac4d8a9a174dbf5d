import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BookingRepository } from '../../modules/bookings/booking.repository.js';
import { LeagueRepository, type DemoLocation } from '../../modules/leagues/league.repository.js';
import { seasonNights, type TieBreaker } from '../../modules/leagues/league.rules.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';

interface DemoLeague {
  name: string;
  description: string;
  format: 'individual' | 'teams';
  teamSize: number;
  weekday: number;
  startMinute: number;
  hoursPerNight: number;
  weeks: number;
  capacity: number;
  baysPerNight: number;
  entryFeeCents: number;
  tieBreakers: TieBreaker[];
}

const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Each location's open league: Tuesday nights, starting 10 to 16 days after the seed day. */
const openLeague = (locationName: string): DemoLeague => ({
  name: `${locationName} Tuesday Stroke League`,
  description: 'Eight Tuesday nights of stroke play on the simulators. Every level welcome; points for every player you beat each night.',
  format: 'individual',
  teamSize: 1,
  weekday: 2,
  startMinute: 19 * 60,
  hoursPerNight: 2,
  weeks: 8,
  capacity: 16,
  baysPerNight: 2,
  entryFeeCents: 12000,
  tieBreakers: ['head_to_head', 'low_round', 'countback'],
});

/** Tulsa's league under way: three Thursdays played, its bay reserved on the location's highest-numbered bay. */
const runningLeague: DemoLeague = {
  name: 'Thursday Night Club League',
  description: 'Our longest-running league: one round a week, standings updated every Thursday.',
  format: 'individual',
  teamSize: 1,
  weekday: 4,
  startMinute: 18 * 60,
  hoursPerNight: 2,
  weeks: 8,
  capacity: 8,
  baysPerNight: 1,
  entryFeeCents: 9000,
  tieBreakers: ['countback', 'low_round'],
};

/** Richardson's full league: teams of two, every place paid. */
const fullLeague: DemoLeague = {
  name: 'Wednesday Two-Person Scramble',
  description: 'Bring a partner: best ball of two, six Wednesdays.',
  format: 'teams',
  teamSize: 2,
  weekday: 3,
  startMinute: 19 * 60,
  hoursPerNight: 2,
  weeks: 6,
  capacity: 4,
  baysPerNight: 2,
  entryFeeCents: 16000,
  tieBreakers: ['low_round', 'head_to_head'],
};

/** The first date on or after `from` that falls on the ISO weekday. */
function onOrAfter(from: string, weekday: number): string {
  let d = from;
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

/**
 * Demo leagues: each location an open league with a few players in; Tulsa a league three weeks in
 * (scores for those nights, its bay reserved as league bookings, past nights completed); Richardson
 * a full teams league. Players are the demo history's customers. League bookings take only the
 * highest-numbered bay, like the history's upcoming bookings, so the lower bays stay free for the
 * end-to-end tests; a night whose bay is already taken is left for the admin's bookings page.
 */
export async function seedDemoLeagues(em: EntityManager, now: Date): Promise<Record<string, number>> {
  // The tables' own repositories write them (raw SQL lives in repositories), in the seed's transaction.
  const repo = new LeagueRepository(em.connection);
  const bookingsWriter = new BookingRepository(em.connection).writer(em);
  const locations = await repo.demoLocations(em);
  const players = await repo.demoPlayers(em, 40);
  if (locations.length === 0 || players.length < 23) return { leagues: 0 };
  let leagues = 0;
  let entries = 0;
  let bookings = 0;
  let next = 0;
  const take = (n: number) => {
    const picked = players.slice(next, next + n);
    next += n;
    return picked;
  };

  const insert = async (loc: DemoLocation, l: DemoLeague, firstNight: string) => {
    const nights = seasonNights({
      firstNight,
      weeks: l.weeks,
      startMinute: l.startMinute,
      hoursPerNight: l.hoursPerNight,
      timeZone: loc.timeZone,
      closures: [],
    });
    const id = await repo.create(em, { ...l, locationId: loc.id, firstNight }, nights);
    leagues++;
    return { id, nights: await repo.nights([id], em) };
  };

  const enter = async (leagueId: string, fee: number, roster: { id: string; name: string }[], teamName: string | null) => {
    const id = await repo.insertDemoEntry(em, {
      leagueId,
      feeCents: fee,
      roster,
      teamName,
      key: `demo-league-${randomBytes(8).toString('hex')}`,
    });
    entries++;
    return id;
  };

  for (const loc of locations) {
    const today = localDateOf(now, loc.timeZone);
    const l = openLeague(loc.name);
    const league = await insert(loc, l, onOrAfter(addDays(today, 10), l.weekday));
    for (const p of take(3)) await enter(league.id, l.entryFeeCents, [p], null);
  }

  const tulsa = locations.find((l) => l.slug === 'tulsa') ?? locations[0]!;
  {
    const today = localDateOf(now, tulsa.timeZone);
    // Three nights played: the first night 15 to 21 days ago.
    const first = onOrAfter(addDays(today, -21), runningLeague.weekday);
    const league = await insert(tulsa, runningLeague, first);
    const ids: string[] = [];
    for (const p of take(6)) ids.push(await enter(league.id, runningLeague.entryFeeCents, [p], null));
    for (const night of league.nights.slice(0, 3)) {
      for (const [i, entryId] of ids.entries()) {
        const strokes = 70 + ((i * 7 + night.week * 5) % 17);
        await repo.insertDemoScore(em, { nightId: night.id, entryId, strokes });
      }
    }
    for (const night of tulsa.topBayId ? league.nights : []) {
      const reference = `BN-${Array.from(randomBytes(6), (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
      const placed = await bookingsWriter.tryInsertLeagueBay({
        reference,
        locationId: tulsa.id,
        bayId: tulsa.topBayId!,
        date: night.date,
        start: night.start,
        end: night.end,
        partySize: Math.min(tulsa.topBayCapacity ?? 8, 8),
        leagueName: runningLeague.name,
        leagueNightId: night.id,
      });
      if (placed) bookings++;
    }
  }

  const richardson = locations.find((l) => l.slug === 'richardson') ?? locations[0]!;
  {
    const today = localDateOf(now, richardson.timeZone);
    const league = await insert(richardson, fullLeague, onOrAfter(addDays(today, 14), fullLeague.weekday));
    const teamNames = ['Sand Trappers', 'Fore Play', 'The Mulligans', 'Grip It & Rip It'];
    for (const name of teamNames) await enter(league.id, fullLeague.entryFeeCents, take(2), name);
  }

  return { leagues, entries, leagueBookings: bookings };
}
