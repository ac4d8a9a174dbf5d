import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const LEAGUE = `id name status format weekday startTime firstNight lastNight weeks capacity spotsLeft entryFeeCents tieBreakers tieBreakerRule
  location { slug } nights { week date startsAt } standings { rank name played points }`;
const LEAGUES = `query($l: String) { leagues(location: $l) { ${LEAGUE} } }`;
const ONE = `query($id: ID!) { league(id: $id) { ${LEAGUE} } }`;

interface LeagueJson {
  id: string;
  name: string;
  status: string;
  format: string;
  weekday: number;
  startTime: string;
  firstNight: string;
  weeks: number;
  capacity: number;
  spotsLeft: number;
  tieBreakers: string[];
  tieBreakerRule: string;
  location: { slug: string };
  nights: { week: number; date: string }[];
  standings: { rank: number; name: string; played: number; points: number }[];
}

describe('leagues: the public list, status, places and standings (demo data)', () => {
  let t: TestApp;
  const list = async (location?: string) =>
    (await gql(supertest(t.app.app), LEAGUES, { l: location ?? null })).body.data.leagues as LeagueJson[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource, { history: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every location an open league with its places left', async () => {
    const all = await list();
    for (const slug of ['tulsa', 'richardson', 'hudsonoaks']) {
      const open = all.filter((l) => l.location.slug === slug && l.status === 'OPEN');
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open[0]).toMatchObject({ capacity: 16, spotsLeft: 13, weekday: 2, startTime: '19:00', weeks: 8 });
      expect(open[0]!.nights).toHaveLength(8);
      expect(open[0]!.nights[0]!.date).toBe(open[0]!.firstNight);
    }
  });

  it('shows the league under way with three weeks of standings, ordered by its tie-breakers', async () => {
    const tulsa = await list('tulsa');
    const running = tulsa.find((l) => l.status === 'IN_PROGRESS')!;
    expect(running).toMatchObject({ weekday: 4, startTime: '18:00', tieBreakers: ['COUNTBACK', 'LOW_ROUND'], spotsLeft: 0 });
    expect(running.standings).toHaveLength(6);
    expect(running.standings.every((s) => s.played === 3)).toBe(true);
    const points = running.standings.map((s) => s.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(points.reduce((a, b) => a + b, 0)).toBe(3 * (1 + 2 + 3 + 4 + 5 + 6)); // six distinct rounds a night
    expect(running.tieBreakerRule).toMatch(/^Ties on points are broken, among the tied only, by countback/);
    // Its nights' bays are bookings of kind 'league' in the one calendar.
    const [{ n }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS n FROM bookings b JOIN league_nights ln ON ln.id = b.league_night_id WHERE ln.league_id = $1 AND b.kind = 'league'`,
      [running.id],
    );
    expect(n).toBeGreaterThan(0);
  });

  it('marks the teams league with every place paid as full', async () => {
    const full = (await list('richardson')).find((l) => l.format === 'TEAMS')!;
    expect(full).toMatchObject({ status: 'FULL', spotsLeft: 0, capacity: 4 });
  });

  it('answers an unknown location with no leagues, an unknown id with null and a malformed id with VALIDATION', async () => {
    expect(await list('nowhere')).toEqual([]);
    const unknown = await gql(supertest(t.app.app), ONE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data.league).toBeNull();
    const malformed = await gql(supertest(t.app.app), ONE, { id: 'not-a-uuid' });
    expect(malformed.body.errors[0]).toMatchObject({ message: 'That id is not valid.', extensions: { code: 'VALIDATION' } });
    const some = (await list())[0]!;
    expect((await gql(supertest(t.app.app), ONE, { id: some.id })).body.data.league.name).toBe(some.name);
  });
});
