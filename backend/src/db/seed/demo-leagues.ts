import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
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

interface Loc {
  id: string;
  slug: string;
  name: string;
  time_zone: string;
}

/**
 * Demo leagues: each location an open league with a few players in; Tulsa a league three weeks in
 * (scores for those nights, its bay reserved as league bookings, past nights completed); Richardson
 * a full teams league. Players are the demo history's customers. League bookings take only the
 * highest-numbered bay, like the history's upcoming bookings, so the lower bays stay free for the
 * end-to-end tests; a night whose bay is already taken is left for the admin's bookings page.
 */
export async function seedDemoLeagues(em: EntityManager, now: Date): Promise<Record<string, number>> {
  const locations: Loc[] = await em.query(`SELECT id, slug, name, time_zone FROM locations ORDER BY slug`);
  const players: { id: string; name: string }[] = await em.query(
    `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE NOT is_admin AND email NOT LIKE '%@backnine.golf'
     ORDER BY created_at, email LIMIT 40`,
  );
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

  const insert = async (loc: Loc, l: DemoLeague, firstNight: string) => {
    const nights = seasonNights({
      firstNight,
      weeks: l.weeks,
      startMinute: l.startMinute,
      hoursPerNight: l.hoursPerNight,
      timeZone: loc.time_zone,
      closures: [],
    });
    const [{ id }] = await em.query(
      `INSERT INTO leagues (location_id, name, description, format, team_size, weekday, start_minute, hours_per_night, first_night, weeks,
         capacity, bays_per_night, entry_fee_cents, tie_breakers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        loc.id,
        l.name,
        l.description,
        l.format,
        l.teamSize,
        l.weekday,
        l.startMinute,
        l.hoursPerNight,
        firstNight,
        l.weeks,
        l.capacity,
        l.baysPerNight,
        l.entryFeeCents,
        l.tieBreakers,
      ],
    );
    const nightIds: string[] = [];
    for (const n of nights) {
      const [row] = await em.query(
        `INSERT INTO league_nights (league_id, week, local_date, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, n.week, n.date, n.start, n.end],
      );
      nightIds.push(row.id);
    }
    leagues++;
    return { id: id as string, nights: nights.map((n, i) => ({ ...n, id: nightIds[i]! })) };
  };

  const enter = async (leagueId: string, fee: number, roster: { id: string; name: string }[], teamName: string | null) => {
    const [{ id }] = await em.query(
      `INSERT INTO league_entries (league_id, user_id, team_name, status, price_lines, subtotal_cents, total_cents, idempotency_key, gateway, gateway_charge_id)
       VALUES ($1, $2, $3, 'paid', $4, $5, $5, $6, 'venue', NULL) RETURNING id`,
      [
        leagueId,
        roster[0]!.id,
        teamName,
        JSON.stringify([{ label: 'League entry', quantity: 1, unitCents: fee, amountCents: fee }]),
        fee,
        `demo-league-${randomBytes(8).toString('hex')}`,
      ],
    );
    for (const p of roster) await em.query(`INSERT INTO league_players (entry_id, user_id, name) VALUES ($1, $2, $3)`, [id, p.id, p.name]);
    entries++;
    return id as string;
  };

  for (const loc of locations) {
    const today = localDateOf(now, loc.time_zone);
    const l = openLeague(loc.name);
    const league = await insert(loc, l, onOrAfter(addDays(today, 10), l.weekday));
    for (const p of take(3)) await enter(league.id, l.entryFeeCents, [p], null);
  }

  const tulsa = locations.find((l) => l.slug === 'tulsa') ?? locations[0]!;
  {
    const today = localDateOf(now, tulsa.time_zone);
    // Three nights played: the first night 15 to 21 days ago.
    const first = onOrAfter(addDays(today, -21), runningLeague.weekday);
    const league = await insert(tulsa, runningLeague, first);
    const ids: string[] = [];
    for (const p of take(6)) ids.push(await enter(league.id, runningLeague.entryFeeCents, [p], null));
    for (const night of league.nights.slice(0, 3)) {
      for (const [i, entryId] of ids.entries()) {
        const strokes = 70 + ((i * 7 + night.week * 5) % 17);
        await em.query(`INSERT INTO league_scores (night_id, entry_id, strokes) VALUES ($1, $2, $3)`, [night.id, entryId, strokes]);
      }
    }
    const [bay] = await em.query(`SELECT id, capacity FROM bays WHERE location_id = $1 AND active ORDER BY number DESC LIMIT 1`, [
      tulsa.id,
    ]);
    for (const night of league.nights) {
      const reference = `BN-${Array.from(randomBytes(6), (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
      const placed = await em.query(
        `INSERT INTO bookings (reference, location_id, bay_id, user_id, guest_name, local_date, starts_at, ends_at, party_size, status, kind, league_night_id)
         VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, 'confirmed', 'league', $9)
         ON CONFLICT ON CONSTRAINT bookings_no_double_booking DO NOTHING RETURNING id`,
        [reference, tulsa.id, bay.id, runningLeague.name, night.date, night.start, night.end, Math.min(bay.capacity, 8), night.id],
      );
      bookings += placed.length;
    }
  }

  const richardson = locations.find((l) => l.slug === 'richardson') ?? locations[0]!;
  {
    const today = localDateOf(now, richardson.time_zone);
    const league = await insert(richardson, fullLeague, onOrAfter(addDays(today, 14), fullLeague.weekday));
    const teamNames = ['Sand Trappers', 'Fore Play', 'The Mulligans', 'Grip It & Rip It'];
    for (const name of teamNames) await enter(league.id, fullLeague.entryFeeCents, take(2), name);
  }

  return { leagues, entries, leagueBookings: bookings };
}
