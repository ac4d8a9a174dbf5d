// Issue #14: places are taken atomically. 100 players join a league of 10 places at once over real
// HTTP: exactly 10 holds, every other player "This league is full.", nobody a server error. Then
// the payment rules: a declined card charges and saves nothing and keeps the place held, the next
// card pays it and a retried payment charges once, no double entry, withdrawal before the first
// night refunds in full, the confirmation e-mail has one .ics.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { expectOnlyRefusals, post, race } from '../../../test/support/racing.js';
import { registeredCustomer } from '../../../test/support/accounts.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { attemptsOf, moneyOf } from '../../../test/support/money.js';
import { createTestApp, gql, newCard, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';
import { LeagueRepository } from './league.repository.js';
import { seasonNights } from './league.rules.js';
import { ALREADY_IN, LEAGUE_FULL } from './league.service.js';

const TZ = 'America/Chicago';
const ENTRY = 'id status totalCents refundedCents lines { label amountCents } refundPolicy league { id spotsLeft status nights { date } }';
const JOIN = `mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { ${ENTRY} } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) { payLeagueEntry(entryId: $id, payment: $p, idempotencyKey: $k) { ${ENTRY} } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawFromLeague(entryId: $id) { ${ENTRY} } }`;
const MINE = `query($id: ID!) { myLeagueEntry(id: $id) { ${ENTRY} } }`;

describe('league sign-up: atomic places, payment, withdrawal', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let n = 0;

  async function newLeague(capacity: number, fee = 12000): Promise<string> {
    const [loc] = await t.db.dataSource.query(`SELECT id, time_zone FROM locations WHERE slug = 'tulsa'`);
    let first = addDays(localDateOf(new Date(), TZ), 10);
    while (isoWeekday(first) !== 2) first = addDays(first, 1);
    const nights = seasonNights({
      firstNight: first,
      weeks: 4,
      startMinute: 19 * 60,
      hoursPerNight: 2,
      timeZone: loc.time_zone,
      closures: [],
    });
    const repo = new LeagueRepository(t.db.dataSource);
    return t.db.dataSource.transaction((em) =>
      repo.create(
        em,
        {
          locationId: loc.id,
          name: `Test League ${++n}`,
          description: '',
          format: 'individual',
          teamSize: 1,
          weekday: 2,
          startMinute: 19 * 60,
          hoursPerNight: 2,
          firstNight: first,
          weeks: 4,
          capacity,
          baysPerNight: 2,
          entryFeeCents: fee,
          tieBreakers: ['head_to_head'],
        },
        nights,
      ),
    );
  }

  const newPlayer = async () => (await registeredCustomer(t)).agent;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example' });
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('gives 10 places to exactly 10 of 100 players joining at once; the rest hear "This league is full."', async () => {
    const leagueId = await newLeague(10);
    const cookies = (await signedInUsers(t.db.dataSource, 100, TEST_SESSION_SECRET)).map((u) => u.cookie);
    const replies = await race(cookies.length, (i) => post(`${t.url}/graphql`, cookies[i]!, JOIN, { i: { leagueId } }));
    const refused = expectOnlyRefusals(replies, { message: LEAGUE_FULL });
    expect(replies.filter((r) => r.body.data?.joinLeague)).toHaveLength(10);
    expect(refused).toHaveLength(90);
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM league_entries WHERE league_id = $1`, [leagueId]);
    expect(count).toBe(10);
    const league = (await gql(supertest(t.app.app), `query($id: ID!) { league(id: $id) { status spotsLeft } }`, { id: leagueId })).body.data
      .league;
    expect(league).toEqual({ status: 'FULL', spotsLeft: 0 });
  });

  it('a declined card charges and saves nothing and keeps the place held; the next card is charged once; no second entry', async () => {
    const leagueId = await newLeague(5);
    const player = await newPlayer();
    const held = (await gql(player, JOIN, { i: { leagueId } })).body.data.joinLeague;
    expect(held).toMatchObject({ status: 'HELD', totalCents: 12000, league: { spotsLeft: 4 } });
    expect(held.refundPolicy).toMatch(/^Withdraw before the first night starts for a full refund/);

    const declined = await gql(player, PAY, {
      id: held.id,
      p: await newCard(t, 'pm_card_chargeDeclined', { save: true }),
      k: `league-decline-${Date.now()}`,
    });
    expect(declined.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    // "Save this card" was ticked: a card that did not pay is not kept.
    expect((await gql(player, '{ paymentMethods { id } }')).body.data.paymentMethods).toEqual([]);
    // The place stays the player's while the hold lasts: another card can pay it at once.
    expect((await gql(player, MINE, { id: held.id })).body.data.myLeagueEntry).toMatchObject({
      status: 'HELD',
      league: { spotsLeft: 4 },
    });
    expect(await moneyOf(t, held.id)).toEqual([]); // nothing taken, nothing held
    // Back from the payment page, joining again is the same hold.
    const rejoined = (await gql(player, JOIN, { i: { leagueId } })).body.data.joinLeague;
    expect(rejoined).toMatchObject({ id: held.id, status: 'HELD', league: { spotsLeft: 4 } });

    // The next card is a new attempt (a new key); sent twice with that key, it charges once.
    const key = `league-retry-${Date.now()}`;
    const card = await newCard(t);
    const [first, second] = [
      (await gql(player, PAY, { id: held.id, p: card, k: key })).body.data.payLeagueEntry,
      (await gql(player, PAY, { id: held.id, p: card, k: key })).body.data.payLeagueEntry,
    ];
    expect(first).toMatchObject({ id: held.id, status: 'PAID' });
    expect(second.status).toBe('PAID');
    expect((await attemptsOf(t, held.id)).map((a) => a.status)).toEqual(['failed', 'succeeded']);
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 12000, received: 12000, refunded: 0 }]);
    // The charge is in the payments ledger once, with the entry.
    const ledger = (id: string) =>
      t.db.dataSource.query(
        `SELECT purpose, amount_cents AS "amountCents", refunded_cents AS "refundedCents", status FROM payments WHERE league_entry_id = $1`,
        [id],
      );
    expect(await ledger(held.id)).toEqual([{ purpose: 'league', amountCents: 12000, refundedCents: 0, status: 'succeeded' }]);

    const twice = await gql(player, JOIN, { i: { leagueId } });
    expect(twice.body.errors[0]).toMatchObject({ message: ALREADY_IN, extensions: { code: 'CONFLICT' } });

    const mail = await smtp.waitFor((await gql(player, '{ me { email } }')).body.data.me.email, 10_000);
    expect(mail.subject).toMatch(/^You're in: Test League \d+ at Back Nine Tulsa$/);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    const download = await player.get(`/api/league-entries/${held.id}/calendar.ics`).expect(200);
    expect(download.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);

    const out = (await gql(player, WITHDRAW, { id: held.id })).body.data.withdrawFromLeague;
    expect(out).toMatchObject({ status: 'WITHDRAWN', refundedCents: 12000, league: { spotsLeft: 5 } });
    expect(await ledger(held.id)).toEqual([{ purpose: 'league', amountCents: 12000, refundedCents: 12000, status: 'refunded' }]);
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 12000, received: 12000, refunded: 12000 }]);
  });

  it("lists a player's leagues with standing and withdrawal refund: all before the first night, nothing after", async () => {
    const MY = `{ myLeagueEntries {
      id status totalCents refundedCents withdrawalRefundCents standing { rank played points } league { id }
    } }`;
    const pay = async (leagueId: string, player: Awaited<ReturnType<typeof newPlayer>>) => {
      const held = (await gql(player, JOIN, { i: { leagueId } })).body.data.joinLeague;
      const k = `league-mine-${held.id}`;
      return (await gql(player, PAY, { id: held.id, p: await newCard(t), k })).body.data.payLeagueEntry;
    };
    const [soon, started] = [await newLeague(5), await newLeague(5)];
    const player = await newPlayer();
    const other = await newPlayer();
    const a = await pay(soon, player);
    const b = await pay(started, player);
    await gql(other, JOIN, { i: { leagueId: soon } }); // a hold only: never in anyone's account
    // The second league's first night has begun (its nights moved 30 days back, as the clock would have it).
    await t.db.dataSource.query(
      `UPDATE league_nights SET starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days'
      WHERE league_id = $1`,
      [started],
    );

    const mine = (await gql(player, MY)).body.data.myLeagueEntries;
    expect(mine).toEqual([
      {
        id: b.id,
        status: 'PAID',
        totalCents: 12000,
        refundedCents: 0,
        withdrawalRefundCents: 0,
        standing: { rank: 1, played: 0, points: 0 },
        league: { id: started },
      },
      {
        id: a.id,
        status: 'PAID',
        totalCents: 12000,
        refundedCents: 0,
        withdrawalRefundCents: 12000,
        standing: { rank: 1, played: 0, points: 0 },
        league: { id: soon },
      },
    ]);
    expect((await gql(other, MY)).body.data.myLeagueEntries).toEqual([]);
    expect((await gql(supertest(t.app.app), MY)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // Withdrawing does what the account said: the started league refunds nothing, the other all of it.
    expect((await gql(player, WITHDRAW, { id: b.id })).body.data.withdrawFromLeague).toMatchObject({
      status: 'WITHDRAWN',
      refundedCents: 0,
    });
    expect((await gql(player, WITHDRAW, { id: a.id })).body.data.withdrawFromLeague).toMatchObject({
      status: 'WITHDRAWN',
      refundedCents: 12000,
    });
    expect((await gql(player, MY)).body.data.myLeagueEntries).toEqual([
      {
        id: b.id,
        status: 'WITHDRAWN',
        totalCents: 12000,
        refundedCents: 0,
        withdrawalRefundCents: null,
        standing: null,
        league: { id: started },
      },
      {
        id: a.id,
        status: 'WITHDRAWN',
        totalCents: 12000,
        refundedCents: 12000,
        withdrawalRefundCents: null,
        standing: null,
        league: { id: soon },
      },
    ]);
  });

  it('answers unknown ids with 404 / NOT_FOUND and malformed ones with 400 / VALIDATION, never a server error', async () => {
    const player = await newPlayer();
    for (const [id, code] of [
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND'],
      ['not-a-uuid', 'VALIDATION'],
    ] as const) {
      expect((await gql(player, MINE, { id })).body.errors[0].extensions.code).toBe(code);
      expect((await gql(player, JOIN, { i: { leagueId: id } })).body.errors[0].extensions.code).toBe(code);
      await player.get(`/api/league-entries/${id}/calendar.ics`).expect(404); // a file that is not there, either way
    }
  });
});
