// Issue #37, results: a round that is not a round (not a number, out of 18-200, blank) is refused
// with its cell named (player and night, in words and by ids) and nothing of that save is written;
// a night not played refuses its round and the valid rest of the save with it; a recorded round is
// taken out only by an explicit `remove`, never by a blank cell. On the demo league under way at
// Tulsa (three nights played, every player with a round each night).
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const SCORES = `mutation($id: ID!, $s: [LeagueScoreInput!]!) { enterLeagueScores(leagueId: $id, scores: $s) { name played } }`;

interface Cell {
  nightId: string;
  entryId: string;
}

describe('league results: what a save may hold', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let leagueId: string;
  /** Night id by night number. */
  let night: Record<number, string>;
  let players: { id: string; name: string }[];

  /** Every round of the league, as stored: "week:entryId" → strokes. */
  const rounds = async (): Promise<Record<string, number>> => {
    const rows: { week: number; entry_id: string; strokes: number }[] = await t.db.dataSource.query(
      `SELECT n.week, s.entry_id, s.strokes FROM league_scores s JOIN league_nights n ON n.id = s.night_id WHERE n.league_id = $1`,
      [leagueId],
    );
    return Object.fromEntries(rows.map((r) => [`${r.week}:${r.entry_id}`, r.strokes]));
  };
  const audited = async (): Promise<number> =>
    (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'league.score'`))[0].n;
  const save = (s: object[]) => gql(admin, SCORES, { id: leagueId, s });
  const cell = (week: number, player: number): Cell => ({ nightId: night[week]!, entryId: players[player]!.id });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource, { history: true });
    admin = supertest.agent(t.app.app);
    await admin.post('/api/login').send({ email: 'admin@backnine.golf', password: 'back9-admin-demo' }).expect(200);
    [{ id: leagueId }] = await t.db.dataSource.query(`SELECT id FROM leagues WHERE name = 'Thursday Night Club League'`);
    const nights: { id: string; week: number }[] = await t.db.dataSource.query(
      `SELECT id, week FROM league_nights WHERE league_id = $1 ORDER BY week`,
      [leagueId],
    );
    night = Object.fromEntries(nights.map((n) => [n.week, n.id]));
    players = await t.db.dataSource.query(
      `SELECT e.id, u.first_name || ' ' || u.last_name AS name FROM league_entries e JOIN users u ON u.id = e.user_id
       WHERE e.league_id = $1 AND e.status = 'paid' ORDER BY e.created_at, e.id`,
      [leagueId],
    );
    expect(players.length).toBe(6);
  });
  afterAll(() => t.close());

  it('refuses a blank, out-of-range or fractional round with its cell named, and saves nothing of that save', async () => {
    const before = await rounds();
    const auditedBefore = await audited();
    const kayla = players[1]!;
    const valid = { ...cell(3, 0), strokes: 71 };

    // A blank round (what a browser sends for "abc": JSON has no NaN, so it arrives as null) is not a removal.
    const blank = (await save([valid, { ...cell(2, 1), strokes: null }])).body.errors?.[0];
    expect(blank).toMatchObject({
      message: `${kayla.name}, night 2: Enter a round of 18 to 200 strokes, or remove the round.`,
      extensions: { code: 'VALIDATION', field: 'strokes', nightId: night[2], entryId: kayla.id },
    });
    const missing = (await save([valid, cell(2, 1)])).body.errors?.[0];
    expect(missing?.extensions).toMatchObject({ code: 'VALIDATION', nightId: night[2], entryId: kayla.id });

    for (const [strokes, reason] of [
      [17, 'A round is at least 18 strokes.'],
      [-4, 'A round is at least 18 strokes.'],
      [201, 'A round is at most 200 strokes.'],
    ] as const) {
      const refused = (await save([valid, { ...cell(2, 1), strokes }])).body.errors?.[0];
      expect(refused).toMatchObject({
        message: `${kayla.name}, night 2: ${reason}`,
        extensions: { code: 'VALIDATION', field: 'strokes', nightId: night[2], entryId: kayla.id },
      });
    }
    // Not a whole number at all: GraphQL refuses it before any of the save runs, naming where it is in the input.
    for (const strokes of ['abc', 70.5]) {
      const refused = (await save([valid, { ...cell(2, 1), strokes }])).body.errors?.[0];
      expect(refused?.extensions?.code).toBe('VALIDATION');
      expect(refused?.message).toContain('s[1].strokes');
    }

    expect(await rounds()).toEqual(before);
    expect(await audited()).toBe(auditedBefore);
  });

  it('refuses a round on a night not played, and the valid change that came with it', async () => {
    const before = await rounds();
    const owen = players[2]!;
    const refused = (
      await save([
        { ...cell(3, 0), strokes: 66 },
        { ...cell(5, 2), strokes: 80 },
      ])
    ).body.errors?.[0];
    expect(refused).toMatchObject({
      message: `${owen.name}, night 5: That night has not been played yet.`,
      extensions: { code: 'VALIDATION', field: 'strokes', nightId: night[5], entryId: owen.id },
    });
    expect(await rounds()).toEqual(before);
  });

  it('takes a recorded round out only with an explicit removal, in the audit log', async () => {
    const kayla = players[1]!;
    const key = `2:${kayla.id}`;
    const before = await rounds();
    expect(before[key]).toBeGreaterThanOrEqual(18);
    const auditedBefore = await audited();

    // A removal that also sends strokes is ambiguous: refused.
    const both = (await save([{ ...cell(2, 1), strokes: 84, remove: true }])).body.errors?.[0];
    expect(both?.extensions).toMatchObject({ code: 'VALIDATION', field: 'remove', nightId: night[2], entryId: kayla.id });

    const res = await save([{ ...cell(2, 1), remove: true }]);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.enterLeagueScores.find((s: { name: string }) => s.name === kayla.name)).toEqual({ name: kayla.name, played: 2 });
    const after = await rounds();
    expect(after[key]).toBeUndefined();
    expect(Object.keys(after)).toHaveLength(Object.keys(before).length - 1);
    const [entry] = await t.db.dataSource.query(`SELECT details FROM audit_log WHERE action = 'league.score' ORDER BY id DESC LIMIT 1`);
    expect(entry.details).toMatchObject({ week: 2, entry: kayla.name, from: before[key], to: null });
    expect(await audited()).toBe(auditedBefore + 1);

    // Removing again (a retry) changes nothing; the round can be entered again.
    expect((await save([{ ...cell(2, 1), remove: true }])).body.errors).toBeUndefined();
    expect(await audited()).toBe(auditedBefore + 1);
    expect((await save([{ ...cell(2, 1), strokes: before[key] }])).body.errors).toBeUndefined();
    expect(await rounds()).toEqual(before);
  });
});
