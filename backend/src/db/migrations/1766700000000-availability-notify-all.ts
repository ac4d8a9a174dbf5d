import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instances answer availability from memory until told a day changed (bookings/availability.cache.ts),
 * so every write that changes a day's grid must NOTIFY. Bookings, holds and closures already did, but
 * not a deleted booking row, nor a hold's expiry moved (a cached answer expires when its holds do), nor the
 * location itself: its bays and opening hours (and its time zone) change every date's grid, so they notify
 * the location with the date '*'.
 */
export class AvailabilityNotifyAll1766700000000 implements MigrationInterface {
  name = 'AvailabilityNotifyAll1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER bookings_notify_availability ON bookings`);
    await q.query(`
      CREATE TRIGGER bookings_notify_availability
      AFTER INSERT OR UPDATE OF status, starts_at, ends_at, bay_id, local_date, location_id, hold_expires_at ON bookings
      FOR EACH ROW EXECUTE FUNCTION notify_booking_availability()`);
    await q.query(`
      CREATE FUNCTION notify_deleted_booking_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('availability',
          json_build_object('locationId', OLD.location_id, 'date', to_char(OLD.local_date, 'YYYY-MM-DD'))::text);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER bookings_notify_deleted_availability AFTER DELETE ON bookings
       FOR EACH ROW EXECUTE FUNCTION notify_deleted_booking_availability()`,
    );
    await q.query(`
      CREATE FUNCTION notify_location_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        loc uuid;
      BEGIN
        -- Nested IFs: a locations row has no location_id, and PL/pgSQL resolves a field only when it runs.
        IF TG_TABLE_NAME = 'locations' THEN
          loc := COALESCE(NEW.id, OLD.id);
        ELSE
          loc := COALESCE(NEW.location_id, OLD.location_id);
          IF TG_OP = 'UPDATE' THEN
            IF OLD.location_id IS DISTINCT FROM NEW.location_id THEN
              PERFORM pg_notify('availability', json_build_object('locationId', OLD.location_id, 'date', '*')::text);
            END IF;
          END IF;
        END IF;
        PERFORM pg_notify('availability', json_build_object('locationId', loc, 'date', '*')::text);
        RETURN NULL;
      END $$`);
    for (const table of ['locations', 'bays', 'opening_hours'])
      await q.query(
        `CREATE TRIGGER ${table}_notify_availability AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION notify_location_availability()`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['locations', 'bays', 'opening_hours']) await q.query(`DROP TRIGGER ${table}_notify_availability ON ${table}`);
    await q.query(`DROP FUNCTION notify_location_availability()`);
    await q.query(`DROP TRIGGER bookings_notify_deleted_availability ON bookings`);
    await q.query(`DROP FUNCTION notify_deleted_booking_availability()`);
    await q.query(`DROP TRIGGER bookings_notify_availability ON bookings`);
    await q.query(`
      CREATE TRIGGER bookings_notify_availability AFTER INSERT OR UPDATE OF status, starts_at, ends_at, bay_id, local_date ON bookings
      FOR EACH ROW EXECUTE FUNCTION notify_booking_availability()`);
  }
}
