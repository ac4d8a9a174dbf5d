import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../shared/time.js';
import { signInDemo } from '../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';

const GRID =
  'query($l: String!, $d: String!) { availability(location: $l, date: $d) { date hours bays { bay { number } slots { hour state } } } }';
// The site's own calendar query, by its trusted-document id (frontend/src/gql/persisted-documents.json).
const CALENDAR_ID = 'sha256:7cbfaf599e1b9f10ec346ac5ff9f458816bb03ee2cc6166425acad37245a1f0c';

/** A POST of the grid for a location some days ahead, made anew for each send. */
function gridPost(t: TestApp, location: string, daysAhead: number) {
  const day = addDays(localDateOf(new Date(), 'America/Chicago'), daysAhead);
  return () =>
    supertest(t.app.app)
      .post('/graphql')
      .send({ query: GRID, variables: { l: location, d: day } });
}

describe('conditional requests of the public schedule (ETag, If-None-Match, 304)', () => {
  let t: TestApp;
  let other: TestApp; // a second instance on the same database
  let admin: supertest.Agent;
  let date: string;
  const variables = () => ({ l: 'tulsa', d: date });
  const post = (app: TestApp, etag?: string) => {
    const req = supertest(app.app.app).post('/graphql').set('Content-Type', 'application/json');
    if (etag) req.set('If-None-Match', etag);
    return req.send({ query: GRID, variables: variables() });
  };
  const get = (params: Record<string, string>, etag?: string) => {
    const req = supertest(t.app.app).get('/graphql').query(params).set('Apollo-Require-Preflight', 'true');
    if (etag) req.set('If-None-Match', etag);
    return req;
  };
  /** The first answer after earlier writes' notifications settle: two reads in a row with one ETag. */
  async function settledEtag(app: TestApp): Promise<string> {
    let etag = '';
    await expect
      .poll(async () => {
        const before = (await post(app)).headers.etag;
        etag = (await post(app)).headers.etag;
        return etag !== undefined && etag === before;
      })
      .toBe(true);
    return etag;
  }

  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp({}, t.db);
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('answers 304 with no body to a POST whose If-None-Match still matches', async () => {
    const etag = await settledEtag(t);
    expect(etag).toMatch(/^W\/"[0-9a-f]{8}-[A-Za-z0-9_-]{22}"$/);
    const res = await post(t, etag).expect(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(etag);
    // Another document (or other variables) is another answer, with its own ETag.
    const otherDay = await supertest(t.app.app)
      .post('/graphql')
      .set('If-None-Match', etag)
      .send({ query: GRID, variables: { l: 'tulsa', d: addDays(date, 1) } })
      .expect(200);
    expect(otherDay.headers.etag).toBeDefined();
    expect(otherDay.headers.etag).not.toBe(etag);
  });

  it('answers 200 with a new ETag once the day changed, on any instance', async () => {
    const etag = await settledEtag(other);
    const [first] = (await post(other)).body.data.availability.hours as number[];
    const closed = await gql(admin, 'mutation($i: ClosureInput!) { adminCreateClosure(input: $i) }', {
      i: { location: 'tulsa', bayNumber: 1, date, startHour: first, endHour: first! + 1, reason: 'ETag check' },
    });
    expect(closed.body.errors).toBeUndefined();
    // Made through the first instance; the second hears of it and its old ETag no longer matches.
    await expect.poll(async () => (await post(other, etag)).status).toBe(200);
    const fresh = await post(other, etag);
    expect(fresh.body.data.availability.bays[0].slots[0].state).toBe('CLOSED');
    expect(fresh.headers.etag).not.toBe(etag);
    await post(other, fresh.headers.etag).expect(304);
  });

  it('answers GET requests by query text and by trusted document id', async () => {
    await settledEtag(t);
    const byText = { query: GRID, variables: JSON.stringify(variables()) };
    const first = await get(byText).expect(200);
    expect(first.headers.etag).toBeDefined();
    await get(byText, first.headers.etag).expect(304);
    const byId = {
      variables: JSON.stringify({ location: 'tulsa', date }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: CALENDAR_ID } }),
    };
    const calendar = await get(byId).expect(200);
    expect(calendar.body.data.availability.date).toBe(date);
    expect(calendar.headers.etag).toBeDefined();
    await get(byId, calendar.headers.etag).expect(304);
  });

  it('answers a signed-in poll through the whole stack, and counts every 304 in the metrics', async () => {
    const metric = async () => {
      const text = (await supertest(t.app.app).get('/metrics').expect(200)).text;
      const line = text.split('\n').find((l) => l.startsWith('venue_http_requests_total{method="POST",route="/graphql",status="304"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await metric();
    const etag = await settledEtag(t);
    const anonymous = await post(t, etag).expect(304);
    expect(anonymous.headers['x-request-id']).toBeDefined();
    const signedIn = admin.post('/graphql').set('Content-Type', 'application/json');
    const first = await signedIn.send({ query: GRID, variables: variables() }).expect(200);
    expect(first.headers.etag).toBeDefined();
    expect(first.headers.etag).not.toBe(etag); // the admin's answers follow their own booking window
    await admin.post('/graphql').set('If-None-Match', first.headers.etag).send({ query: GRID, variables: variables() }).expect(304);
    expect(await metric()).toBe(before + 2);
  });

  it('refuses a body it cannot parse the same way with If-None-Match as without', async () => {
    const send = (etag?: string) => {
      const req = supertest(t.app.app).post('/graphql').set('Content-Type', 'application/json');
      if (etag) req.set('If-None-Match', etag);
      return req.send('{"query": ');
    };
    const plain = await send();
    const conditional = await send('W/"00000000-0000000000000000000000"');
    expect(plain.status).toBe(400);
    expect(conditional.status).toBe(plain.status);
    expect(conditional.body).toEqual(plain.body);
    expect(conditional.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves a request for a media type other than JSON to GraphQL, which refuses it, even once answered', async () => {
    const request = gridPost(t, 'tulsa', 5);
    await request().expect(200);
    const html = await request().set('Accept', 'text/html');
    expect(html.status).toBe(406);
    expect(html.headers.etag).toBeUndefined();
  });

  it('gives no ETag to answers with anything besides availability', async () => {
    const res = await supertest(t.app.app)
      .post('/graphql')
      .send({ query: `{ locations { slug } availability(location: "tulsa", date: "${date}") { date } }` })
      .expect(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('what a 304 costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A budget of a few grids a minute: a 200 of this grid costs far more than a point.
    t = await createTestApp({ PUBLIC_API_ANONYMOUS_BUDGET: '400' });
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => t.close());

  it('costs the caller one budget point, where the answer itself costs a whole query', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    const send = (etag?: string) => {
      const req = supertest(t.app.app).post('/graphql');
      if (etag) req.set('If-None-Match', etag);
      return req.send({ query: GRID, variables: { l: 'tulsa', d: date } });
    };
    // The day in memory first (the app's own start notifies its locations, which may still be arriving).
    const cache = t.app.services.availabilityCache;
    await expect
      .poll(async () => {
        const hits = cache.lookups.hit;
        await t.app.services.availability.forDay('tulsa', date, null);
        return cache.lookups.hit > hits;
      })
      .toBe(true);
    const first = await send().expect(200);
    expect(first.headers.etag).toBeDefined();
    const cost = first.body.extensions.cost.requestedQueryCost as number;
    expect(cost).toBeGreaterThan(40);
    // Ten times what the budget holds in full answers, all 304.
    for (let i = 0; i < Math.ceil((400 / cost) * 10); i++) await send(first.headers.etag).expect(304);
    const after = await send().expect(200);
    expect(after.body.extensions.cost.budget.remaining).toBeGreaterThan(400 - 3 * cost);
  });
});

describe('the same request answered again from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_API_ANONYMOUS_BUDGET: '400' });
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => t.close());

  it('leaves a GET without a preflight header to GraphQL, which refuses it (CSRF), even once answered', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 4);
    const params = { query: GRID, variables: JSON.stringify({ l: 'hudsonoaks', d: date }) };
    await supertest(t.app.app).get('/graphql').query(params).set('Apollo-Require-Preflight', 'true').expect(200);
    const bare = await supertest(t.app.app).get('/graphql').query(params).expect(400);
    expect(bare.text).toContain('CSRF');
  });

  it('answers the same request again from memory, charged what GraphQL charged, until the budget is spent', async () => {
    const request = gridPost(t, 'richardson', 3);
    const first = await request().expect(200);
    const cost = first.body.extensions.cost.requestedQueryCost as number;
    const again = await request().set('Accept', 'application/graphql-response+json').expect(200);
    expect(again.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(again.text).data).toEqual(first.body.data);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(JSON.parse(again.text).extensions.cost.requestedQueryCost).toBe(cost);
    // The bucket refills a little between requests, never a whole answer's worth.
    const remaining = (r: supertest.Response) => JSON.parse(r.text).extensions.cost.budget.remaining as number;
    expect(remaining(again)).toBeLessThan(remaining(first) - cost + 10);
    expect(again.headers.ratelimit).toBe(`"cost";r=${remaining(again)};t=${again.headers.ratelimit!.split('t=')[1]}`);
    let last = again;
    for (let i = 0; i < 20 && last.status === 200; i++) last = await request();
    expect(last.status).toBe(429);
    expect(last.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(last.headers['retry-after']).toBeDefined();
  });
});
