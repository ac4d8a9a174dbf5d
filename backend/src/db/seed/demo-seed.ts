import type { DataSource, EntityManager } from 'typeorm';
import { demoLocations } from './demo-data.js';

const SEED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo data once per database: a marker in app_meta records that it ran, so data an
 * admin later edits or removes is never brought back. Returns whether it seeded now.
 */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    // The advisory lock makes two instances starting together seed once, not twice.
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('venue.demo_seed'))`);
    const done = await em.query(`SELECT 1 FROM app_meta WHERE key = $1`, [SEED_KEY]);
    if (done.length > 0) return false;
    await seedLocations(em);
    await em.query(`INSERT INTO app_meta (key, value) VALUES ($1, now()::text)`, [SEED_KEY]);
    return true;
  });
}

async function seedLocations(em: EntityManager): Promise<void> {
  for (const loc of demoLocations) {
    const [{ id }] = await em.query(
      `INSERT INTO locations (slug, name, time_zone, address_line1, city, region, postal_code, phone, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [loc.slug, loc.name, loc.timeZone, loc.address.line1, loc.address.city, loc.address.region, loc.address.postalCode, loc.phone, loc.email],
    );
    for (let n = 1; n <= loc.bayCount; n++) {
      await em.query(
        `INSERT INTO bays (location_id, number, name, capacity) VALUES ($1, $2, $3, 6)`,
        [id, n, `Bay ${n}`],
      );
    }
    for (const h of loc.openingHours) {
      await em.query(
        `INSERT INTO opening_hours (location_id, weekday, opens_minute, closes_minute) VALUES ($1, $2, $3, $4)`,
        [id, h.weekday, h.opens * 60, h.closes * 60],
      );
    }
  }
}
