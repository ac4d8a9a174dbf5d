import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a booking or closure NOTIFYs the location and local date it touches, so every
 * app instance (LISTENing) can tell its open availability views to refresh, whoever wrote it.
 */
export class AvailabilityNotify1764600000000 implements MigrationInterface {
  name = 'AvailabilityNotify1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_booking_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('availability', json_build_object('locationId', NEW.location_id, 'date', to_char(NEW.local_date, 'YYYY-MM-DD'))::text);
        IF TG_OP = 'UPDATE' AND OLD.local_date IS DISTINCT FROM NEW.local_date THEN
          PERFORM pg_notify('availability', json_build_object('locationId', OLD.location_id, 'date', to_char(OLD.local_date, 'YYYY-MM-DD'))::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bookings_notify_availability AFTER INSERT OR UPDATE OF status, starts_at, ends_at, bay_id, local_date ON bookings
      FOR EACH ROW EXECUTE FUNCTION notify_booking_availability()`);
    // Closures may span days: notify each local date they touch (in the location's time zone).
    await q.query(`
      CREATE FUNCTION notify_closure_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        c closures;
        tz text;
        d date;
      BEGIN
        c := COALESCE(NEW, OLD);
        SELECT time_zone INTO tz FROM locations WHERE id = c.location_id;
        FOR d IN SELECT generate_series((c.starts_at AT TIME ZONE tz)::date, ((c.ends_at - interval '1 microsecond') AT TIME ZONE tz)::date, interval '1 day')::date LOOP
          PERFORM pg_notify('availability', json_build_object('locationId', c.location_id, 'date', to_char(d, 'YYYY-MM-DD'))::text);
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER closures_notify_availability AFTER INSERT OR UPDATE OR DELETE ON closures FOR EACH ROW EXECUTE FUNCTION notify_closure_availability()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER closures_notify_availability ON closures`);
    await q.query(`DROP FUNCTION notify_closure_availability()`);
    await q.query(`DROP TRIGGER bookings_notify_availability ON bookings`);
    await q.query(`DROP FUNCTION notify_booking_availability()`);
  }
}
