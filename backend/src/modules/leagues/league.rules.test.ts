import { describe, expect, it } from 'vitest';
import { instantAt } from '../../shared/time.js';
import {
  nightNotes,
  plannedNightBays,
  seasonBayUse,
  unbookedNights,
  leagueEditProblem,
  leagueStatus,
  pageLeagues,
  nightPoints,
  scoreProblem,
  scoreSaveProblem,
  seasonNights,
  spotsLeft,
  standings,
  tieBreakerSentence,
  withdrawalRefundCents,
  type NightScore,
} from './league.rules.js';

const CHICAGO = 'America/Chicago';

describe('seasonNights', () => {
  it('keeps the local start time on both sides of the autumn daylight-saving change', () => {
    // 2026-11-01 is when Chicago leaves daylight time; Tuesdays 7 pm either side.
    const nights = seasonNights({
      firstNight: '2026-10-20',
      weeks: 4,
      startMinute: 19 * 60,
      hoursPerNight: 2,
      timeZone: CHICAGO,
      closures: [],
    });
    expect(nights.map((n) => n.date)).toEqual(['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10']);
    expect(nights[1]!.start.toISOString()).toBe('2026-10-28T00:00:00.000Z'); // CDT, UTC-5
    expect(nights[2]!.start.toISOString()).toBe('2026-11-04T01:00:00.000Z'); // CST, UTC-6
    for (const n of nights) expect(n.end.getTime() - n.start.getTime()).toBe(2 * 3600_000);
  });

  it('keeps the local start time across the spring change too', () => {
    const nights = seasonNights({
      firstNight: '2027-03-09',
      weeks: 2,
      startMinute: 18 * 60,
      hoursPerNight: 1,
      timeZone: CHICAGO,
      closures: [],
    });
    expect(nights[0]!.start.toISOString()).toBe('2027-03-10T00:00:00.000Z');
    expect(nights[1]!.start.toISOString()).toBe('2027-03-16T23:00:00.000Z');
  });

  it('skips a week the location is closed and runs a week longer, numbering nights in order', () => {
    const closed = { start: instantAt('2026-11-24', 0, CHICAGO), end: instantAt('2026-11-25', 0, CHICAGO) };
    const nights = seasonNights({
      firstNight: '2026-11-17',
      weeks: 3,
      startMinute: 19 * 60,
      hoursPerNight: 2,
      timeZone: CHICAGO,
      closures: [closed],
    });
    expect(nights.map((n) => [n.week, n.date])).toEqual([
      [1, '2026-11-17'],
      [2, '2026-12-01'],
      [3, '2026-12-08'],
    ]);
  });

  it('ignores a closure that does not touch the night', () => {
    const morning = { start: instantAt('2026-11-17', 8 * 60, CHICAGO), end: instantAt('2026-11-17', 12 * 60, CHICAGO) };
    const nights = seasonNights({
      firstNight: '2026-11-17',
      weeks: 1,
      startMinute: 19 * 60,
      hoursPerNight: 2,
      timeZone: CHICAGO,
      closures: [morning],
    });
    expect(nights.map((n) => n.date)).toEqual(['2026-11-17']);
  });
});

describe('leagueStatus', () => {
  const firstStart = new Date('2026-12-01T01:00:00Z');
  const lastEnd = new Date('2027-01-20T03:00:00Z');
  const base = { closed: false, firstStart, lastEnd, capacity: 10 };
  it('is open before the first night with places left, full when every place is taken', () => {
    expect(leagueStatus({ ...base, now: new Date('2026-11-20T00:00:00Z'), taken: 9 })).toBe('open');
    expect(leagueStatus({ ...base, now: new Date('2026-11-20T00:00:00Z'), taken: 10 })).toBe('full');
  });
  it('is in progress from the first night whatever the fill, and done after the last night or when closed', () => {
    expect(leagueStatus({ ...base, now: firstStart, taken: 2 })).toBe('in_progress');
    expect(leagueStatus({ ...base, now: lastEnd, taken: 10 })).toBe('done');
    expect(leagueStatus({ ...base, closed: true, now: new Date('2026-11-20T00:00:00Z'), taken: 0 })).toBe('done');
  });
  it('never counts negative places', () => {
    expect(spotsLeft(10, 12)).toBe(0);
    expect(spotsLeft(10, 3)).toBe(7);
  });
});

const s = (entryId: string, week: number, strokes: number): NightScore => ({ entryId, week, strokes });
const entries = (...names: string[]) => names.map((n) => ({ entryId: n, name: n }));

describe('nightPoints', () => {
  it('gives one point per entry beaten plus one for playing; equal rounds share the higher points', () => {
    const p = nightPoints([s('a', 1, 70), s('b', 1, 72), s('c', 1, 72), s('d', 1, 75)]);
    expect([...p.entries()]).toEqual([
      ['a', 4],
      ['b', 2],
      ['c', 2],
      ['d', 1],
    ]);
  });
});

describe('standings', () => {
  it('ranks by points and lists entries without a round at 0 points', () => {
    const rows = standings(entries('Ann', 'Bob', 'Cy'), [s('Ann', 1, 70), s('Bob', 1, 75)], ['head_to_head']);
    expect(rows.map((r) => [r.name, r.rank, r.played, r.points, r.lowRound])).toEqual([
      ['Ann', 1, 1, 2, 70],
      ['Bob', 2, 1, 1, 75],
      ['Cy', 3, 0, 0, null],
    ]);
  });

  it('counts head-to-head only among the tied, not against the whole field', () => {
    // n1: Ann 3, Bob 2, Cy 1. Bob then beats Cy on three more nights (2 points each) and Ann plays
    // five nights alone (1 point each): Ann 8, Bob 8, Cy 4. Against the whole field Bob won more
    // meetings (4 against 2); between the two tied, Ann beat Bob on the one night both played.
    const scores = [s('Ann', 1, 70), s('Bob', 1, 72), s('Cy', 1, 90)];
    for (const w of [2, 3, 4]) scores.push(s('Bob', w, 70), s('Cy', w, 75));
    for (const w of [5, 6, 7, 8, 9]) scores.push(s('Ann', w, 80));
    const rows = standings(entries('Ann', 'Bob', 'Cy'), scores, ['head_to_head']);
    expect(rows.map((r) => [r.name, r.points, r.rank])).toEqual([
      ['Ann', 8, 1],
      ['Bob', 8, 2],
      ['Cy', 4, 3],
    ]);
  });

  it('shares the rank when every tie-breaker leaves them level, listed by name', () => {
    // n1: Bob 2, Ann 1; n2: Ann 2, Bob 1 → 3 each, one win each, the same low round, and countback
    // is level only without a third night, so breakers are head-to-head and low round here.
    const rows = standings(
      entries('Bob', 'Ann'),
      [s('Ann', 1, 72), s('Bob', 1, 70), s('Ann', 2, 70), s('Bob', 2, 72)],
      ['head_to_head', 'low_round'],
    );
    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
  });

  it('re-evaluates the next tie-breaker among those still tied only', () => {
    // Three tied on 4 points; head-to-head nets 0 for each, so low round decides: Ann 68, Bob 69, Cy 70.
    const scores = [s('Ann', 1, 68), s('Bob', 1, 74), s('Cy', 1, 70), s('Ann', 2, 80), s('Bob', 2, 69), s('Cy', 2, 71)];
    const rows = standings(entries('Ann', 'Bob', 'Cy'), scores, ['head_to_head', 'low_round']);
    expect(rows.map((r) => [r.name, r.points, r.rank])).toEqual([
      ['Ann', 4, 1],
      ['Bob', 4, 2],
      ['Cy', 4, 3],
    ]);
  });

  it('splits a tied group by the first breaker, then each sub-group by the next one', () => {
    // n1: Dan 4, Ann 3, Bob 2, Cy 1; n2: Bob and Cy level on 65 (3 each), Ann 2, Dan 1; n3: Cy alone, 1.
    // All four on 5 points. Low round first: Dan (60) alone; Ann, Bob and Cy all 65. Countback among
    // those three only: week 3 puts Cy first, week 2 puts Bob before Ann.
    const scores = [
      s('Dan', 1, 60),
      s('Ann', 1, 65),
      s('Bob', 1, 66),
      s('Cy', 1, 67),
      s('Bob', 2, 65),
      s('Cy', 2, 65),
      s('Ann', 2, 66),
      s('Dan', 2, 70),
      s('Cy', 3, 75),
    ];
    const rows = standings(entries('Ann', 'Bob', 'Cy', 'Dan'), scores, ['low_round', 'countback']);
    expect(rows.map((r) => [r.name, r.points, r.rank])).toEqual([
      ['Dan', 5, 1],
      ['Cy', 5, 2],
      ['Bob', 5, 3],
      ['Ann', 5, 4],
    ]);
    // Countback alone over the same four: Dan falls to last (1 point on week 2).
    expect(standings(entries('Ann', 'Bob', 'Cy', 'Dan'), scores, ['countback']).map((r) => r.name)).toEqual(['Cy', 'Bob', 'Ann', 'Dan']);
  });

  it('follows the league’s order: low round first and countback first rank differently', () => {
    // n1: Ann 2, Bob 1; n2: Bob 2, Ann 1 → 3 each, one win each. Low round: Ann (65). Countback: the
    // latest night first, Bob (2 against 1).
    const scores = [s('Ann', 1, 65), s('Bob', 1, 71), s('Bob', 2, 72), s('Ann', 2, 95)];
    expect(standings(entries('Ann', 'Bob'), scores, ['low_round', 'countback']).map((r) => r.name)).toEqual(['Ann', 'Bob']);
    expect(standings(entries('Ann', 'Bob'), scores, ['countback', 'low_round']).map((r) => r.name)).toEqual(['Bob', 'Ann']);
    expect(standings(entries('Ann', 'Bob'), scores, ['head_to_head']).map((r) => r.rank)).toEqual([1, 1]);
  });

  it('counts a substitute round for the roster place it filled (rounds belong to entries)', () => {
    const rows = standings(entries('Team A', 'Team B'), [s('Team A', 1, 70), s('Team B', 1, 71)], []);
    expect(rows[0]).toMatchObject({ name: 'Team A', points: 2, played: 1, rank: 1 });
  });
});

describe('tieBreakerSentence', () => {
  it('states the league’s breakers in order', () => {
    expect(tieBreakerSentence(['low_round', 'countback'])).toBe(
      'Ties on points are broken, among the tied only, by low round (the lowest single round), then countback ' +
        '(more points on the latest night, then the night before, and so on).',
    );
    expect(tieBreakerSentence([])).toBe('Ties on points share the place.');
  });
});

describe('scoreProblem', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const past = new Date('2026-11-18T01:00:00Z');
  it('refuses negative, fractional, out-of-range rounds and unplayed nights with the reason', () => {
    expect(scoreProblem(-3, past, now)).toBe('A round is at least 18 strokes.');
    expect(scoreProblem(70.5, past, now)).toBe('A round is a whole number of strokes.');
    expect(scoreProblem(201, past, now)).toBe('A round is at most 200 strokes.');
    expect(scoreProblem(72, new Date('2026-11-25T01:00:00Z'), now)).toBe('That night has not been played yet.');
    expect(scoreProblem(72, past, now)).toBeNull();
  });
});

describe('scoreSaveProblem', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const nights = [
    { id: 'n2', week: 2, startsAt: new Date('2026-11-13T01:00:00Z') },
    { id: 'n5', week: 5, startsAt: new Date('2026-12-04T01:00:00Z') },
  ];
  const entries = [
    { id: 'kayla', name: 'Kayla Mitchell' },
    { id: 'owen', name: 'Owen Henderson' },
  ];
  const check = (...rows: Parameters<typeof scoreSaveProblem>[0]) => scoreSaveProblem(rows, nights, entries, now);

  it('passes rounds and explicit removals', () => {
    expect(check({ nightId: 'n2', entryId: 'kayla', strokes: 84 }, { nightId: 'n2', entryId: 'owen', remove: true })).toBeNull();
    // Removing a round on a night not played (there is none) changes nothing, and is not refused.
    expect(check({ nightId: 'n5', entryId: 'owen', remove: true, strokes: null })).toBeNull();
  });

  it('refuses a blank round instead of reading it as a removal, naming the cell', () => {
    const blank = {
      message: 'Kayla Mitchell, night 2: Enter a round of 18 to 200 strokes, or remove the round.',
      field: 'strokes',
      nightId: 'n2',
      entryId: 'kayla',
    };
    expect(check({ nightId: 'n2', entryId: 'kayla', strokes: null })).toEqual(blank);
    expect(check({ nightId: 'n2', entryId: 'kayla' })).toEqual(blank);
    expect(check({ nightId: 'n2', entryId: 'kayla', strokes: null, remove: false })).toEqual(blank);
  });

  it('refuses the whole save for its first bad cell: out of range, not played, removal with a round, twice', () => {
    const ok = { nightId: 'n2', entryId: 'owen', strokes: 80 };
    expect(check(ok, { nightId: 'n2', entryId: 'kayla', strokes: 201 })?.message).toBe(
      'Kayla Mitchell, night 2: A round is at most 200 strokes.',
    );
    expect(check(ok, { nightId: 'n5', entryId: 'owen', strokes: 72 })).toMatchObject({
      message: 'Owen Henderson, night 5: That night has not been played yet.',
      nightId: 'n5',
      entryId: 'owen',
    });
    expect(check({ nightId: 'n2', entryId: 'kayla', strokes: 84, remove: true })).toMatchObject({ field: 'remove' });
    expect(check(ok, { ...ok, strokes: 81 })?.message).toBe('Owen Henderson, night 2: This round is in the save twice.');
    expect(check({ nightId: 'nope', entryId: 'kayla', strokes: 84 })).toMatchObject({ field: 'nightId' });
    expect(check({ nightId: 'n2', entryId: 'nobody', strokes: 84 })?.message).toBe(
      'Night 2: we have no such player or team in this league.',
    );
  });
});

describe('withdrawalRefundCents', () => {
  it('refunds in full before the first night, nothing after', () => {
    const first = new Date('2026-12-01T01:00:00Z');
    expect(withdrawalRefundCents(12000, first, new Date('2026-11-30T00:00:00Z'))).toBe(12000);
    expect(withdrawalRefundCents(12000, first, first)).toBe(0);
  });
});

describe('leagueEditProblem', () => {
  const free = { taken: 0, bookedNights: 0, started: false };
  const same = { season: false, format: false, capacity: 16 };
  it('lets anything change before anyone joins or a bay is reserved', () => {
    expect(leagueEditProblem({ season: true, format: true, capacity: 2 }, free)).toBeNull();
  });
  it('fixes the season once a place is taken, a bay reserved or the first night started', () => {
    expect(leagueEditProblem({ ...same, season: true }, { ...free, taken: 1 })?.field).toBe('firstNight');
    expect(leagueEditProblem({ ...same, season: true }, { ...free, bookedNights: 1 })?.field).toBe('firstNight');
    expect(leagueEditProblem({ ...same, season: true }, { ...free, started: true })?.message).toMatch(/has started/);
    expect(leagueEditProblem(same, { taken: 3, bookedNights: 8, started: true })).toBeNull(); // a rename is always fine
  });
  it('fixes the format once a place is taken and never lets capacity go below the places taken', () => {
    expect(leagueEditProblem({ ...same, format: true }, { ...free, taken: 1 })?.field).toBe('format');
    expect(leagueEditProblem({ ...same, capacity: 4 }, { ...free, taken: 5 })).toEqual({
      field: 'capacity',
      message: '5 places are taken: the capacity cannot go below that.',
    });
    expect(leagueEditProblem({ ...same, capacity: 5 }, { ...free, taken: 5 })).toBeNull();
  });
});

describe('pageLeagues', () => {
  const l = (id: string, name: string, status: 'open' | 'full' | 'in_progress' | 'done', firstNight: string, slug = 'tulsa') => ({
    id,
    name,
    description: '',
    firstNight,
    status,
    capacity: 8,
    entryFeeCents: 100,
    location: { slug, name: slug === 'tulsa' ? 'Tulsa' : 'Richardson' },
  });
  const all = [
    l('a', 'Tuesday Stroke', 'open', '2026-12-01'),
    l('b', 'Thursday Club', 'in_progress', '2026-11-05', 'richardson'),
    l('c', 'Wednesday Scramble', 'full', '2026-12-02'),
    l('d', 'Old Autumn', 'done', '2026-09-01'),
  ];
  const page = { offset: 0, limit: 25 };
  it('filters by text, status and location before counting', () => {
    expect(pageLeagues(all, { search: 'stroke' }, 'name', 'asc', page)).toMatchObject({ total: 1, rows: [{ id: 'a' }] });
    expect(pageLeagues(all, { status: 'done' }, 'name', 'asc', page).rows.map((r) => r.id)).toEqual(['d']);
    expect(pageLeagues(all, { location: 'tulsa' }, 'name', 'asc', page).total).toBe(3);
  });
  it('sorts by status in the order a venue works through it, and pages', () => {
    expect(pageLeagues(all, {}, 'status', 'asc', page).rows.map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(pageLeagues(all, {}, 'firstNight', 'desc', { offset: 1, limit: 2 })).toMatchObject({
      total: 4,
      rows: [{ id: 'a' }, { id: 'b' }],
    });
  });
});

describe('season bookings', () => {
  const bays = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `b${n}`, number: n }));
  const TZ = 'America/Chicago';

  it("plans a night on its own bays, then the season's usual bays (most nights first), then the lowest-numbered", () => {
    const use = seasonBayUse([{ bayId: 'b6' }, { bayId: 'b6' }, { bayId: 'b3' }]);
    expect(plannedNightBays(bays, [], new Map(), 2).map((b) => b.number)).toEqual([1, 2]);
    expect(plannedNightBays(bays, [], use, 1).map((b) => b.number)).toEqual([6]);
    expect(plannedNightBays(bays, [], use, 3).map((b) => b.number)).toEqual([1, 3, 6]);
    expect(plannedNightBays(bays, ['b2'], use, 1).map((b) => b.number)).toEqual([2]);
    // A night already holding more bays than needed keeps them all.
    expect(plannedNightBays(bays, ['b4', 'b5'], use, 1).map((b) => b.number)).toEqual([4, 5]);
  });

  it('counts coming nights short of bays; played nights and a closed league never', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const nights = [
      { id: 'n1', startsAt: new Date('2026-11-24T18:00:00Z') },
      { id: 'n2', startsAt: new Date('2026-12-08T18:00:00Z') },
      { id: 'n3', startsAt: new Date('2026-12-15T18:00:00Z') },
    ];
    const reserved = [{ nightId: 'n2' }, { nightId: 'n3' }, { nightId: 'n3' }];
    expect(unbookedNights(nights, reserved, 1, now, false)).toBe(0);
    expect(unbookedNights(nights, reserved, 2, now, false)).toBe(1);
    expect(unbookedNights(nights, [], 1, now, false)).toBe(2);
    expect(unbookedNights(nights, [], 1, now, true)).toBe(0);
  });

  it('notes the holiday and each event with what it takes, in venue time', () => {
    const at = (hhmm: string) => instantAt('2026-12-25', Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), TZ);
    const e = (title: string, bays: number, wholeVenue = false) => ({
      title,
      startsAt: at('18:00'),
      endsAt: at('20:30'),
      bays,
      wholeVenue,
    });
    expect(nightNotes(null, [], TZ)).toEqual([]);
    expect(nightNotes('Christmas Day', [e('Glow', 0), e('Cup', 2), e('Gala', 0, true)], TZ)).toEqual([
      'Christmas Day is a public holiday.',
      'Event at the venue at the same time: Glow, 6:00 PM–8:30 PM (takes no bays).',
      'Event at the venue at the same time: Cup, 6:00 PM–8:30 PM (takes 2 bays).',
      'Event at the venue at the same time: Gala, 6:00 PM–8:30 PM (takes the whole venue).',
    ]);
  });
});
