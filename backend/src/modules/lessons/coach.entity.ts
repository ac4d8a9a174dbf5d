import { Column, CreateDateColumn, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Location } from '../locations/location.entity.js';

/** A coach (table `coaches`); their lessons are rows of `bookings` (kind 'lesson'), see the lessons migration. */
@Entity('coaches')
export class CoachEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  /** Where the coach gets each lesson's e-mail; never public. */
  @Column({ type: 'citext' })
  email: string;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ name: 'hourly_rate_cents', type: 'integer', default: 7500 })
  hourlyRateCents: number;

  /** Minutes kept free before and after each lesson (they count in the coach's exclusion constraint). */
  @Column({ name: 'buffer_minutes', type: 'smallint', default: 0 })
  bufferMinutes: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @ManyToMany(() => Location)
  @JoinTable({ name: 'coach_locations', joinColumn: { name: 'coach_id' }, inverseJoinColumn: { name: 'location_id' } })
  locations: Relation<Location[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One stretch of a coach's weekly hours at one location, in its local time (table `coach_hours`). */
@Entity('coach_hours')
export class CoachHoursEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'coach_id', type: 'uuid' })
  coachId: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  @Column({ type: 'smallint' })
  weekday: number;

  /** Minutes from local midnight. */
  @Column({ name: 'starts_minute', type: 'smallint' })
  startsMinute: number;

  /** Minutes from local midnight; 1440 is midnight at the end of the day. */
  @Column({ name: 'ends_minute', type: 'smallint' })
  endsMinute: number;
}

/** A stretch of time a coach does not teach anywhere (table `coach_time_off`). */
@Entity('coach_time_off')
export class CoachTimeOffEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'coach_id', type: 'uuid' })
  coachId: string;

  /** A tstzrange; read through CoachRepository as start and end instants. */
  @Column({ type: 'tstzrange' })
  during: string;

  @Column({ type: 'text', default: '' })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
