import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PricedTotals } from '../bookings/booking.types.js';
import { Location } from '../locations/location.entity.js';

export enum LeagueStatus {
  OPEN = 'open',
  FULL = 'full',
  IN_PROGRESS = 'in_progress',
  DONE = 'done',
}
registerEnumType(LeagueStatus, {
  name: 'LeagueStatus',
  description: 'Follows the dates and the fill.',
  valuesConfig: {
    OPEN: { description: 'Before the first night, with places left: players can join.' },
    FULL: { description: 'Before the first night, every place taken (paid or held for payment).' },
    IN_PROGRESS: { description: 'From the first night until the last night ends.' },
    DONE: { description: 'After the last night, or closed by the venue.' },
  },
});

export enum LeagueFormat {
  INDIVIDUAL = 'individual',
  TEAMS = 'teams',
}
registerEnumType(LeagueFormat, { name: 'LeagueFormat' });

export enum LeagueTieBreaker {
  HEAD_TO_HEAD = 'head_to_head',
  LOW_ROUND = 'low_round',
  COUNTBACK = 'countback',
}
registerEnumType(LeagueTieBreaker, {
  name: 'LeagueTieBreaker',
  description: 'How a tie on points is broken, evaluated only among the tied.',
  valuesConfig: {
    HEAD_TO_HEAD: { description: 'More nights beating the others tied, on nights both played.' },
    LOW_ROUND: { description: 'The lowest single round.' },
    COUNTBACK: { description: 'More points on the latest night, then the night before, and so on.' },
  },
});

@ObjectType({ description: "One night of a league's season." })
export class LeagueNight {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: 'Night number, from 1.' }) week: number;
  @Field({ description: 'Local date at the location, YYYY-MM-DD.' }) date: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
}

@ObjectType({ description: "One line of a league's standings." })
export class LeagueStanding {
  @Field(() => Int, { description: 'Shared by entries still level after every tie-breaker (1, 2, 2, 4).' }) rank: number;
  @Field({ description: 'The player, or the team.' }) name: string;
  @Field(() => Int, { description: 'Nights with a round.' }) played: number;
  @Field(() => Int, { description: 'Placement points: one per entry beaten on a night, plus one for playing it.' }) points: number;
  @Field(() => Int, { nullable: true, description: 'The lowest round so far.' }) lowRound: number | null;
}

@ObjectType({ description: 'A league at a location: a weekly night over a season, with entries, scores and standings. Public.' })
export class League {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() description: string;
  @Field(() => LeagueStatus) status: LeagueStatus;
  @Field(() => LeagueFormat) format: LeagueFormat;
  @Field(() => Int, { description: 'Players per team; 1 for an individual league.' }) teamSize: number;
  @Field(() => Location) location: Location;
  @Field(() => Int, { description: 'ISO weekday of the nights: 1 = Monday … 7 = Sunday.' }) weekday: number;
  @Field({ description: 'Local start time of each night, "HH:mm".' }) startTime: string;
  @Field(() => Int) hoursPerNight: number;
  @Field({ description: 'Local date of the first night, YYYY-MM-DD.' }) firstNight: string;
  @Field({ description: 'Local date of the last night, YYYY-MM-DD.' }) lastNight: string;
  @Field(() => Int, { description: 'Nights in the season.' }) weeks: number;
  @Field(() => Int, { description: 'Places: players, or teams.' }) capacity: number;
  @Field(() => Int, { description: 'Bays each night reserves.' }) baysPerNight: number;
  @Field(() => Int, { description: 'Places left to join (paid entries and unexpired holds take one each).' }) spotsLeft: number;
  @Field(() => Int, { description: 'The entry fee, per player or per team, in cents.' }) entryFeeCents: number;
  @Field(() => [LeagueTieBreaker], { description: 'Tie-breakers in the order applied.' }) tieBreakers: LeagueTieBreaker[];
  @Field({ description: 'The tie-breakers as a sentence, shown under the standings.' }) tieBreakerRule: string;
  @Field(() => [LeagueNight], { description: 'Every night of the season, in order.' }) nights: LeagueNight[];
  @Field(() => [LeagueStanding], { description: 'Standings from the rounds so far; every entry is listed.' })
  standings: LeagueStanding[];
}

export enum LeagueEntryStatus {
  HELD = 'held',
  PAID = 'paid',
  CANCELLED = 'cancelled',
  WITHDRAWN = 'withdrawn',
}
registerEnumType(LeagueEntryStatus, {
  name: 'LeagueEntryStatus',
  description: "An entry's payment state.",
  valuesConfig: {
    HELD: { description: 'The place is held for 10 minutes while the player pays.' },
    PAID: { description: 'In the league.' },
    CANCELLED: { description: 'The hold lapsed or the card was declined: no place, no charge.' },
    WITHDRAWN: { description: 'The player left (refunded in full before the first night).' },
  },
});

@ObjectType({ description: "A player's (or a team's) place in a league, with its server price." })
export class LeagueEntry extends PricedTotals {
  @Field(() => ID) id: string;
  @Field(() => LeagueEntryStatus) status: LeagueEntryStatus;
  @Field(() => League) league: League;
  @Field({ description: 'The team, or the player.' }) name: string;
  @Field(() => String, { nullable: true }) teamName: string | null;
  @Field(() => [String], { description: 'The active roster by name.' }) players: string[];
  @Field(() => Int) refundedCents: number;
  @Field(() => Date, { nullable: true, description: 'When an unpaid hold gives its place back.' }) holdExpiresAt: Date | null;
  @Field({ description: 'The refund policy, shown before paying and on the confirmation.' }) refundPolicy: string;
}

@InputType({ description: 'Joining a league: a team league needs the team name and the teammates.' })
export class JoinLeagueInput {
  @Field(() => ID) leagueId: string;
  @Field(() => String, { nullable: true }) teamName?: string | null;
  @Field(() => [String], { nullable: true, description: "The other players' names (team size minus one)." }) teammates?: string[] | null;
  @Field(() => String, { nullable: true }) discountCode?: string | null;
}

@ObjectType({ description: "One of a league night's bays in the bookings preview." })
export class LeagueBayPlan {
  @Field(() => Int) bayNumber: number;
  @Field() bayName: string;
  @Field({ description: 'booked (the league holds it), free, taken (by the booking named in conflict) or closed.' }) state: string;
  @Field(() => String, { nullable: true, description: 'What is in the way, by reference.' }) conflict: string | null;
  @Field(() => String, { nullable: true, description: "The league's own reservation, when booked." }) reference: string | null;
}

@ObjectType({ description: "A night of the season in the admin's bookings preview." })
export class LeagueNightPlan {
  @Field(() => ID) nightId: string;
  @Field(() => Int) week: number;
  @Field() date: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field({ description: 'booked, ready (every bay free), conflict, or played (started: history, its own bays only).' }) state: string;
  @Field(() => [LeagueBayPlan]) bays: LeagueBayPlan[];
  @Field(() => [Int], { description: 'Bays free that night, to pick instead of one in conflict.' }) freeBayNumbers: number[];
  @Field(() => [String], {
    description:
      'What the admin accepts before booking a coming night: a public holiday, events at the venue during it. Empty once played.',
  })
  notes: string[];
}

@InputType({ description: 'The bays to book for one night; a night left out (or with no bays) is skipped.' })
export class LeagueNightChoice {
  @Field(() => ID) nightId: string;
  @Field(() => [Int]) bayNumbers: number[];
}

@ObjectType({ description: 'What committing did for one night.' })
export class LeagueNightReport {
  @Field(() => ID) nightId: string;
  @Field(() => Int) week: number;
  @Field() date: string;
  @Field({ description: 'booked or skipped.' }) result: string;
  @Field(() => Int, { description: 'Reservations added now (0 when the night already had them).' }) added: number;
  @Field(() => String, { nullable: true, description: 'Why a night was skipped.' }) reason: string | null;
}

@InputType({
  description:
    "One entry's round on one night: strokes (a whole number from 18 to 200), or remove: true to take the recorded round out. " +
    'A null or missing round without remove is refused (VALIDATION), never read as a removal.',
})
export class LeagueScoreInput {
  @Field(() => ID) nightId: string;
  @Field(() => ID) entryId: string;
  @Field(() => Int, { nullable: true, description: 'The round in strokes; leave it out with remove.' }) strokes?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True takes the recorded round out (nothing to take out: no change). Strokes must be left out.',
  })
  remove?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Who played the round for the roster place, if a substitute did.' })
  substituteName?: string | null;
}

@ObjectType({ description: 'An entry as the admin sees it: who, and its payment state.' })
export class AdminLeagueEntry {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => LeagueEntryStatus) status: LeagueEntryStatus;
  @Field() email: string;
  @Field(() => Int) totalCents: number;
  @Field(() => Int) refundedCents: number;
}

@ObjectType({ description: 'A round as recorded.' })
export class LeagueScore {
  @Field(() => ID) nightId: string;
  @Field(() => ID) entryId: string;
  @Field(() => Int) strokes: number;
  @Field(() => String, { nullable: true }) substituteName: string | null;
}

@ObjectType({ description: "A league's entries and rounds, for the admin's results grid." })
export class AdminLeagueSheet {
  @Field(() => League) league: League;
  @Field(() => [AdminLeagueEntry], { description: 'Every entry, oldest first, with its payment state.' }) entries: AdminLeagueEntry[];
  @Field(() => [LeagueScore]) scores: LeagueScore[];
}

@ObjectType({ description: 'A league in the admin grid, with its paid entries counted.' })
export class AdminLeagueRow {
  @Field(() => ID, { description: "The league's id." }) id: string;
  @Field(() => League) league: League;
  @Field(() => Int, { description: 'Paid entries (players or teams in the league).' }) paidEntries: number;
  @Field(() => Date, { nullable: true, description: 'When the venue closed it; null while it runs by its dates.' }) closedAt: Date | null;
  @Field(() => Int, { description: 'Coming nights holding fewer bays than the league needs (0 once closed): book them.' })
  unbookedNights: number;
}

@ObjectType({ description: 'One page of the admin leagues grid.' })
export class AdminLeaguePage {
  @Field(() => Int) total: number;
  @Field(() => [AdminLeagueRow]) rows: AdminLeagueRow[];
}

@InputType({
  description: "A league as the admin writes it; checked with the shared schema (leagueInput). The weekday is the first night's.",
})
export class AdminLeagueInput {
  @Field() name: string;
  @Field({ defaultValue: '' }) description: string;
  @Field({ description: 'Location slug.' }) location: string;
  @Field(() => LeagueFormat) format: LeagueFormat;
  @Field(() => Int, { defaultValue: 1, description: 'Players per team (2–6); 1 for an individual league.' }) teamSize: number;
  @Field({ description: 'Local date of the first night, YYYY-MM-DD.' }) firstNight: string;
  @Field({ description: 'Local start time, HH:mm.' }) startTime: string;
  @Field(() => Int) hoursPerNight: number;
  @Field(() => Int) weeks: number;
  @Field(() => Int) capacity: number;
  @Field(() => Int) baysPerNight: number;
  @Field(() => Int) entryFeeCents: number;
  @Field(() => [LeagueTieBreaker]) tieBreakers: LeagueTieBreaker[];
}
