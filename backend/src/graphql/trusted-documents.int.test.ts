import { readFileSync } from 'node:fs';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { EventRepository } from '../modules/events/event.repository.js';
import { signedInUsers } from '../../test/support/signed-in.js';
import { createTestApp, gql, TEST_SESSION_SECRET, type TestApp } from '../../test/support/test-app.js';
import { UNTRUSTED_DOCUMENT_MESSAGE } from './trusted-documents.js';

/** The app's own documents (codegen's persisted-documents.json) run by id; other documents only read the public schedule. */
describe('trusted documents (GRAPHQL_TRUSTED_DOCUMENTS=enforce)', () => {
  let t: TestApp;
  let cookie: string;
  let manifest: [string, string][];
  /** A document by its operation (`query Name`), which may follow the fragments it spreads. */
  const byName = (operation: string) => manifest.find(([, text]) => new RegExp(`(^|\\} )${operation}\\b`).test(text))!;
  const byId = (id: string, query?: string, variables?: Record<string, unknown>) =>
    supertest(t.app.app)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send({ ...(query ? { query } : {}), variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  const asText = (query: string, variables?: Record<string, unknown>) =>
    gql(supertest(t.app.app) as never, query, variables).set('Cookie', cookie);

  beforeAll(async () => {
    t = await createTestApp({ GRAPHQL_TRUSTED_DOCUMENTS: 'enforce' });
    await seedDemoData(t.db.dataSource);
    cookie = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!.cookie;
    manifest = Object.entries(JSON.parse(readFileSync(loadConfig({}).TRUSTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>);
  });
  afterAll(() => t.close());

  it('runs the app’s own signed-in operations sent by id alone', async () => {
    const [id] = byName('query PaymentPickerMethods');
    const res = await byId(id).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.paymentMethods).toEqual([]);
  });

  it('answers an unknown id, or an id sent with other text, with "reload the page" and runs nothing', async () => {
    const unknown = await byId(`sha256:${'0'.repeat(64)}`).expect(400);
    expect(unknown.body.errors[0]).toMatchObject({
      message: 'This page is out of date. Please reload it.',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const [id] = byName('query PaymentPickerMethods');
    const swapped = await byId(id, 'query { me { email } }').expect(400);
    expect(swapped.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses signed-in queries and every mutation sent as text that is not one of the app’s own', async () => {
    for (const query of ['{ me { email } }', 'mutation { logout }', '{ locations { slug } me { email } }']) {
      const res = await asText(query).expect(403);
      expect(res.body.errors[0]).toMatchObject({ message: UNTRUSTED_DOCUMENT_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      expect(res.body.data).toBeUndefined();
    }
    // Fragments are followed: a private field inside one is found.
    const smuggled = await asText('query { ...F } fragment F on Query { locations { slug } ... on Query { me { email } } }').expect(403);
    expect(smuggled.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a private field under a public query (Event.viewer) from a document not the app’s own, at any depth', async () => {
    const repo = new EventRepository(t.db.dataSource);
    const em = t.db.dataSource.manager;
    const startsAt = new Date(Date.now() + 10 * 86_400_000); // ten days ahead: upcoming whatever the hour
    const id = await repo.seedEvent(em, {
      locationId: (await repo.seedLocation(em, 'tulsa'))!.id,
      title: 'Scramble night',
      description: 'Teams of four.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      priceCents: 2500,
      capacity: 8,
      seatsTaken: 0,
      memberOnly: false,
    });
    for (const query of [
      '{ events { id viewer { onWaitlist registrationId offerExpiresAt } } }',
      'query ($id: ID!) { event(id: $id) { ...E } } fragment E on Event { title ... on Event { mine: viewer { onWaitlist } } }',
    ]) {
      const res = await asText(query, { id }).expect(403);
      expect(res.body.errors[0]).toMatchObject({ message: UNTRUSTED_DOCUMENT_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      expect(res.body.data).toBeUndefined();
    }
    // The same event's public fields are anyone's.
    expect((await asText('query ($id: ID!) { event(id: $id) { id title spotsLeft } }', { id }).expect(200)).body.data.event.id).toBe(id);
    // The app's own event page reads the viewer's standing, by id and by its exact text.
    const [docId, text] = byName('query EventDetail');
    const own = await byId(docId, undefined, { id }).expect(200);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.event.viewer).toMatchObject({ onWaitlist: false, registrationId: null });
    expect((await asText(text, { id }).expect(200)).body.data.event.viewer).toMatchObject({ onWaitlist: false });
  });

  it('runs any document that reads only the public schedule, and a known document’s exact text', async () => {
    const open = await asText('query { ...F __typename } fragment F on Query { locations { slug } membershipPlans { code } }').expect(200);
    expect(open.body.data.locations.map((l: { slug: string }) => l.slug)).toContain('tulsa');
    const [, text] = byName('query PaymentPickerMethods');
    const known = await asText(text).expect(200);
    expect(known.body.data.paymentMethods).toEqual([]);
  });
});
