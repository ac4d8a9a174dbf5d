import type { DataSource, EntityManager } from 'typeorm';
import { createArgon2Hasher } from '../../modules/auth/password-hasher.js';
import { demoDiscounts, demoLocations, demoUsers } from './demo-data.js';

/**
 * Demo data, each step once per database: a marker in app_meta records that a step ran, so data an
 * admin later edits or removes never comes back. Returns the steps that ran now.
 */
const steps: { key: string; run: (em: EntityManager) => Promise<void> }[] = [
  { key: 'demo_seeded_at', run: seedLocations },
  { key: 'demo_users_seeded_at', run: seedUsers },
  { key: 'demo_discounts_seeded_at', run: seedDiscounts },
  { key: 'demo_memberships_seeded_at', run: seedMemberships },
];

export async function seedDemoData(dataSource: DataSource): Promise<string[]> {
  return dataSource.transaction(async (em) => {
    // The advisory lock makes two instances starting together seed once, not twice.
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('venue.demo_seed'))`);
    const ran: string[] = [];
    for (const step of steps) {
      const done = await em.query(`SELECT 1 FROM app_meta WHERE key = $1`, [step.key]);
      if (done.length > 0) continue;
      await step.run(em);
      await em.query(`INSERT INTO app_meta (key, value) VALUES ($1, now()::text)`, [step.key]);
      ran.push(step.key);
    }
    return ran;
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
      await em.query(`INSERT INTO bays (location_id, number, name, capacity) VALUES ($1, $2, $3, 6)`, [id, n, `Bay ${n}`]);
    }
    for (const h of loc.openingHours) {
      await em.query(`INSERT INTO opening_hours (location_id, weekday, opens_minute, closes_minute) VALUES ($1, $2, $3, $4)`, [id, h.weekday, h.opens * 60, h.closes * 60]);
    }
  }
}

async function seedUsers(em: EntityManager): Promise<void> {
  const hasher = createArgon2Hasher();
  for (const u of demoUsers) {
    await em.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone, preferred_location, is_admin, membership_type)
       VALUES ($1, $2, $3, $4, $5, (SELECT slug FROM locations WHERE slug = $6), $7, $8)
       ON CONFLICT (email) DO NOTHING`,
      [u.firstName, u.lastName, u.email, await hasher.hash(u.password), u.phone, u.preferredLocation, u.isAdmin, u.membershipType],
    );
  }
}

async function seedDiscounts(em: EntityManager): Promise<void> {
  for (const d of demoDiscounts) {
    await em.query(
      `INSERT INTO discount_codes (code, description, kind, percent, amount_cents, applies_to, max_redemptions, per_user_limit)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING`,
      [d.code, d.description, d.kind, d.percent, d.amountCents, d.appliesTo, d.maxRedemptions, d.perUserLimit],
    );
  }
}

/** Demo Birdie members get a complimentary membership running from the seed day. */
async function seedMemberships(em: EntityManager): Promise<void> {
  await em.query(
    `INSERT INTO memberships (user_id, plan_code, status, anchor_at, current_period_start, current_period_end, complimentary)
     SELECT id, 'Birdie', 'active', now(), now(), now() + interval '1 month', true FROM users u
     WHERE membership_type = 'Birdie' AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.status IN ('active', 'past_due'))`,
  );
}
