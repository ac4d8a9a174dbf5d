import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Bay, Location } from '../locations/location.entity.js';
import { User } from '../users/user.entity.js';

/** A time a whole location (bayId null) or one bay takes no bookings (table `closures`); ClosureRepository writes it. */
@Entity('closures')
export class ClosureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location: Relation<Location>;

  @Column({ name: 'bay_id', type: 'uuid', nullable: true })
  bayId: string | null;

  @ManyToOne(() => Bay, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bay_id' })
  bay: Relation<Bay> | null;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator: Relation<User> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
