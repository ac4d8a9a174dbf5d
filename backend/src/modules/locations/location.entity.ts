import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { minutesToClock } from './location.rules.js';

@ObjectType({ description: 'A postal address.' })
export class Address {
  @Field() line1: string;
  @Field() city: string;
  @Field({ description: 'State or province, e.g. "OK".' }) region: string;
  @Field() postalCode: string;
}

@ObjectType({ description: 'A simulator bay at a location.', simpleResolvers: true }) // plain columns, read per grid row
@Entity('bays')
export class Bay {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @ManyToOne(() => Location, (l) => l.bays)
  @JoinColumn({ name: 'location_id' })
  location: Relation<Location>;

  @Field(() => Int, { description: 'Bay number within its location, from 1; "any bay" picks the lowest free number.' })
  @Column({ type: 'smallint' })
  number: number;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => Int, { description: 'Most players the bay takes.' })
  @Column({ type: 'smallint' })
  capacity: number;

  @Field({ description: 'Inactive bays take no new bookings.' })
  @Column({ type: 'boolean' })
  active: boolean;
}

@ObjectType({ description: "Opening hours for one weekday, in the location's local time." })
@Entity('opening_hours')
export class OpeningHours {
  @PrimaryColumn({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @ManyToOne(() => Location, (l) => l.openingHours, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location: Relation<Location>;

  @Field(() => Int, { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' })
  @PrimaryColumn({ type: 'smallint' })
  weekday: number;

  @Column({ name: 'opens_minute', type: 'smallint' })
  opensMinute: number;

  @Column({ name: 'closes_minute', type: 'smallint' })
  closesMinute: number;

  @Field({ description: 'Opening time, "HH:mm".' })
  get opensAt(): string {
    return minutesToClock(this.opensMinute);
  }

  @Field({ description: 'Closing time, "HH:mm"; "24:00" is midnight at the end of the day.' })
  get closesAt(): string {
    return minutesToClock(this.closesMinute);
  }
}

@ObjectType({ description: 'A venue of the chain.' })
@Entity('locations')
export class Location {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Route segment, e.g. "hudsonoaks" in /booking/hudsonoaks.' })
  @Column({ type: 'text', unique: true })
  slug: string;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'IANA time zone every local day and hour of this location is counted in.' })
  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  @Column({ name: 'address_line1', type: 'text' })
  addressLine1: string;

  @Column({ type: 'text' })
  city: string;

  @Column({ type: 'text' })
  region: string;

  @Column({ name: 'postal_code', type: 'text' })
  postalCode: string;

  @Field()
  @Column({ type: 'text' })
  phone: string;

  @Field()
  @Column({ type: 'text' })
  email: string;

  @Field(() => Address)
  get address(): Address {
    return { line1: this.addressLine1, city: this.city, region: this.region, postalCode: this.postalCode };
  }

  @Field(() => [Bay], { description: 'Active bays, by number.' })
  @OneToMany(() => Bay, (b) => b.location)
  bays: Relation<Bay[]>;

  @Field(() => [OpeningHours], { description: 'Open weekdays, Monday first; a missing weekday is closed.' })
  @OneToMany(() => OpeningHours, (h) => h.location)
  openingHours: Relation<OpeningHours[]>;
}
