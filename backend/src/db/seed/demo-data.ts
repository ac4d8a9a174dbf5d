/** The spec's opening hours (section 1), ISO weekdays, whole local hours; 24 = midnight. */
export const specOpeningHours = [
  { weekday: 1, opens: 6, closes: 22 },
  { weekday: 2, opens: 6, closes: 22 },
  { weekday: 3, opens: 6, closes: 22 },
  { weekday: 4, opens: 6, closes: 22 },
  { weekday: 5, opens: 9, closes: 24 },
  { weekday: 6, opens: 9, closes: 24 },
  { weekday: 7, opens: 10, closes: 20 },
];

export const demoLocations = [
  {
    slug: 'tulsa',
    name: 'Tulsa',
    timeZone: 'America/Chicago',
    address: { line1: '8220 E 71st St', city: 'Tulsa', region: 'OK', postalCode: '74133' },
    phone: '(918) 555-0142',
    email: 'tulsa@backnine.golf',
    bayCount: 6,
    openingHours: specOpeningHours,
  },
  {
    slug: 'richardson',
    name: 'Richardson',
    timeZone: 'America/Chicago',
    address: { line1: '1310 E Arapaho Rd', city: 'Richardson', region: 'TX', postalCode: '75081' },
    phone: '(972) 555-0178',
    email: 'richardson@backnine.golf',
    bayCount: 5,
    openingHours: specOpeningHours,
  },
  {
    slug: 'hudsonoaks',
    name: 'Hudson Oaks',
    timeZone: 'America/Chicago',
    address: { line1: '3225 Fort Worth Hwy', city: 'Hudson Oaks', region: 'TX', postalCode: '76087' },
    phone: '(817) 555-0116',
    email: 'hudsonoaks@backnine.golf',
    bayCount: 4,
    openingHours: specOpeningHours,
  },
];

/** Demo accounts, printed in the README. Not for production: set SEED_DEMO_DATA=false there. */
export const demoUsers = [
  {
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'admin@backnine.golf',
    password: 'back9-admin-demo',
    phone: '(918) 555-0100',
    preferredLocation: 'tulsa',
    isAdmin: true,
    membershipType: 'None',
  },
  {
    firstName: 'Casey',
    lastName: 'Birdwell',
    email: 'birdie@backnine.golf',
    password: 'back9-birdie-demo',
    phone: '(972) 555-0101',
    preferredLocation: 'richardson',
    isAdmin: false,
    membershipType: 'Birdie',
  },
  {
    firstName: 'Riley',
    lastName: 'Parker',
    email: 'player@backnine.golf',
    password: 'back9-player-demo',
    phone: null,
    preferredLocation: null,
    isAdmin: false,
    membershipType: 'None',
  },
];

/**
 * Demo discount codes, printed in the README. Dates are days relative to the seed day (venue-local):
 * FALL20 ran for four weeks and ended a week ago. The demo history redeems some of them (see
 * demo-seed.ts): OPENING20 is used up, FALL20 expired with redemptions, WELCOME10 is once per customer.
 */
export const demoDiscounts: {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountCents: number | null;
  appliesTo: string[];
  maxRedemptions: number | null;
  perUserLimit: number | null;
  /** Days from the seed day: the first and last venue-local day (null: open). */
  startsInDays?: number;
  endsInDays?: number;
  active?: boolean;
}[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first bay booking',
    kind: 'percent',
    percent: 10,
    amountCents: null,
    appliesTo: ['bookings'],
    maxRedemptions: null,
    perUserLimit: 1,
  },
  {
    code: 'TEEOFF15',
    description: '$15 off a bay booking (first 100 redemptions)',
    kind: 'fixed',
    percent: null,
    amountCents: 1500,
    appliesTo: ['bookings'],
    maxRedemptions: 100,
    perUserLimit: 2,
  },
  {
    code: 'OPENING20',
    description: 'Grand-opening giveaway: $20 off, first 5 customers',
    kind: 'fixed',
    percent: null,
    amountCents: 2000,
    appliesTo: ['bookings'],
    maxRedemptions: 5,
    perUserLimit: 1,
  },
  {
    code: 'FALL20',
    description: 'Fall swing: 20% off bays and memberships (ended)',
    kind: 'percent',
    percent: 20,
    amountCents: null,
    appliesTo: ['bookings', 'memberships'],
    maxRedemptions: null,
    perUserLimit: null,
    startsInDays: -35,
    endsInDays: -8,
  },
  {
    code: 'BIRDIE25',
    description: '25% off the first month of Birdie',
    kind: 'percent',
    percent: 25,
    amountCents: null,
    appliesTo: ['memberships'],
    maxRedemptions: 200,
    perUserLimit: 1,
  },
  {
    code: 'LESSONPACK',
    description: '$10 off a lesson (for when lessons open)',
    kind: 'fixed',
    percent: null,
    amountCents: 1000,
    appliesTo: ['lessons', 'events'],
    maxRedemptions: null,
    perUserLimit: 3,
    active: false,
  },
];

/** Demo weekly reminders (one paused); each gets a past run in the send log. Times are Tulsa's. */
export const demoReminders = [
  {
    name: 'Weekend bays',
    audience: 'all_users',
    location: 'tulsa',
    weekday: 4,
    minuteOfDay: 10 * 60,
    subject: 'Weekend bays are open, {firstName}',
    body:
      'Hi {firstName},\n\nSaturday evenings at {location} fill up fast. Grab a bay for you and your crew before they go.\n\n' +
      'Your next booking: {nextBooking}.\n\nSee you on the tee!',
    active: true,
  },
  {
    name: 'Birdie perks check-in',
    audience: 'birdie_members',
    location: 'tulsa',
    weekday: 1,
    minuteOfDay: 9 * 60,
    subject: 'Your Birdie hours this month, {firstName}',
    body: 'Hi {firstName},\n\nA reminder that your free Birdie hours reset each month. Your next booking: {nextBooking}.',
    active: false,
  },
] as const;

/**
 * Demo coaches (all at the seed rate, $75 a lesson hour) and their weekly hours per location, in
 * local time, inside the opening hours. Hours may overlap across locations: the coach can be booked
 * at either. Priya is away all of the week after the first start (demo-seed.ts).
 */
export const demoCoaches = [
  {
    name: 'Marcus Hale',
    email: 'marcus.hale@coaches.backnine.golf',
    bio: 'PGA teaching professional for 15 years. Builds repeatable swings from the ground up, with launch-monitor numbers to prove it.',
    bufferMinutes: 15,
    hours: [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ location: 'tulsa', weekday, from: 9, to: 17 })),
      { location: 'hudsonoaks', weekday: 6, from: 10, to: 16 },
    ],
  },
  {
    name: 'Jenna Whitaker',
    email: 'jenna.whitaker@coaches.backnine.golf',
    bio: 'Former collegiate player and short-game specialist. Wedges, putting and course strategy for every level.',
    bufferMinutes: 0,
    hours: [2, 3, 4, 5, 6].map((weekday) => ({ location: 'richardson', weekday, from: 12, to: 20 })),
  },
  {
    name: 'Tom Okafor',
    email: 'tom.okafor@coaches.backnine.golf',
    bio: 'Junior and beginner coach. Patient, fun lessons that get new golfers hitting it solid in their first hour.',
    bufferMinutes: 0,
    hours: [
      { location: 'tulsa', weekday: 6, from: 10, to: 18 },
      { location: 'tulsa', weekday: 7, from: 10, to: 18 },
      ...[1, 2, 3].map((weekday) => ({ location: 'richardson', weekday, from: 16, to: 21 })),
    ],
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@coaches.backnine.golf',
    bio: 'Club-fitting expert and power coach. Speed training and equipment tuning for mid to low handicappers.',
    bufferMinutes: 10,
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ location: 'hudsonoaks', weekday, from: 10, to: 18 })),
  },
];
