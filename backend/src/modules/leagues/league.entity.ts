import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CardCharge, HeldCheckout, PurchaseRow } from '../payments/purchase.columns.js';
import type { TieBreaker } from './league.rules.js';

/** A league (table `leagues`); its nights' bays are rows of `bookings` (kind 'league'), see the leagues migration. */
@Entity('leagues')
export class LeagueEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  format: 'individual' | 'teams';

  @Column({ name: 'team_size', type: 'smallint', default: 1 })
  teamSize: number;

  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  @Column({ type: 'smallint' })
  weekday: number;

  /** Local start, minutes from midnight. */
  @Column({ name: 'start_minute', type: 'smallint' })
  startMinute: number;

  @Column({ name: 'hours_per_night', type: 'smallint' })
  hoursPerNight: number;

  /** Local date, YYYY-MM-DD. */
  @Column({ name: 'first_night', type: 'date' })
  firstNight: string;

  @Column({ type: 'smallint' })
  weeks: number;

  /** Players (individual) or teams. */
  @Column({ type: 'smallint' })
  capacity: number;

  @Column({ name: 'bays_per_night', type: 'smallint' })
  baysPerNight: number;

  @Column({ name: 'entry_fee_cents', type: 'integer' })
  entryFeeCents: number;

  @Column({ type: 'text', default: 'placement' })
  scoring: 'placement';

  @Column({ name: 'tie_breakers', type: 'text', array: true })
  tieBreakers: TieBreaker[];

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One night of a league's season (table `league_nights`). */
@Entity('league_nights')
export class LeagueNightEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @Column({ type: 'smallint' })
  week: number;

  @Column({ name: 'local_date', type: 'date' })
  localDate: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;
}

export type EntryStatusValue = 'held' | 'paid' | 'cancelled' | 'withdrawn';

/** A place in a league: a player, or a team with its roster (table `league_entries`). */
@Entity('league_entries')
export class LeagueEntryEntity extends CardCharge(HeldCheckout(PurchaseRow)) {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'team_name', type: 'text', nullable: true })
  teamName: string | null;

  @Column({ type: 'text' })
  status: EntryStatusValue;

  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A player on an entry's roster (table `league_players`); leaving makes them inactive. */
@Entity('league_players')
export class LeaguePlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'entry_id', type: 'uuid' })
  entryId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An entry's round on a night (table `league_scores`). */
@Entity('league_scores')
export class LeagueScoreEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'night_id', type: 'uuid' })
  nightId: string;

  @Column({ name: 'entry_id', type: 'uuid' })
  entryId: string;

  @Column({ type: 'smallint' })
  strokes: number;

  @Column({ name: 'substitute_name', type: 'text', nullable: true })
  substituteName: string | null;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Every league table's entity, for the data source. */
export const leagueEntities = [LeagueEntity, LeagueNightEntity, LeagueEntryEntity, LeaguePlayerEntity, LeagueScoreEntity];
