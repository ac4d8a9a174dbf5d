import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const LOCATION_FIELDS = `slug name timeZone phone email address { line1 city region postalCode }
  bays { number name capacity active } openingHours { weekday opensAt closesAt }`;

describe('locations API (GraphQL over HTTP, public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('lists the three locations with their bays and the spec opening hours', async () => {
    const res = await gql(t.http, `{ locations { ${LOCATION_FIELDS} } }`).expect(200);
    expect(res.body.errors).toBeUndefined();
    const locations = res.body.data.locations as { slug: string; timeZone: string; bays: { number: number }[]; openingHours: unknown[] }[];
    expect(locations.map((l) => l.slug)).toEqual(['hudsonoaks', 'richardson', 'tulsa']);
    const bayNumbers = Object.fromEntries(locations.map((l) => [l.slug, l.bays.map((b) => b.number)]));
    expect(bayNumbers).toEqual({ tulsa: [1, 2, 3, 4, 5, 6], richardson: [1, 2, 3, 4, 5], hudsonoaks: [1, 2, 3, 4] });
    for (const l of locations) {
      expect(l.timeZone).toBe('America/Chicago');
      expect(l.openingHours).toEqual([
        { weekday: 1, opensAt: '06:00', closesAt: '22:00' },
        { weekday: 2, opensAt: '06:00', closesAt: '22:00' },
        { weekday: 3, opensAt: '06:00', closesAt: '22:00' },
        { weekday: 4, opensAt: '06:00', closesAt: '22:00' },
        { weekday: 5, opensAt: '09:00', closesAt: '24:00' },
        { weekday: 6, opensAt: '09:00', closesAt: '24:00' },
        { weekday: 7, opensAt: '10:00', closesAt: '20:00' },
      ]);
    }
  });

  it('finds one location by slug with its address and contact details', async () => {
    const res = await gql(t.http, `query($slug: String!) { location(slug: $slug) { ${LOCATION_FIELDS} } }`, { slug: 'hudsonoaks' }).expect(
      200,
    );
    expect(res.body.data.location).toMatchObject({
      slug: 'hudsonoaks',
      name: 'Hudson Oaks',
      address: { city: 'Hudson Oaks', region: 'TX' },
      phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
      email: expect.stringContaining('@'),
    });
    expect(res.body.data.location.bays).toHaveLength(4);
    expect(res.body.data.location.bays[0]).toEqual({ number: 1, name: 'Bay 1', capacity: 6, active: true });
  });

  it('answers null for unknown and malformed slugs, never an error', async () => {
    for (const slug of ['dallas', 'Hudson Oaks', '../../etc', '', 'x'.repeat(500)]) {
      const res = await gql(t.http, `query($slug: String!) { location(slug: $slug) { slug } }`, { slug }).expect(200);
      expect(res.body).toEqual({ extensions: expect.anything(), data: { location: null } });
    }
  });

  it('leaves deactivated bays out of the public list', async () => {
    await t.db.dataSource.query(
      `UPDATE bays SET active = false WHERE number = 6 AND location_id = (SELECT id FROM locations WHERE slug = 'tulsa')`,
    );
    const res = await gql(t.http, `{ location(slug: "tulsa") { bays { number } } }`).expect(200);
    expect(res.body.data.location.bays.map((b: { number: number }) => b.number)).toEqual([1, 2, 3, 4, 5]);
    await t.db.dataSource.query(`UPDATE bays SET active = true`);
  });
});
