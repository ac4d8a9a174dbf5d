import { gql, type DocumentNode, type InMemoryCache } from '@apollo/client';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as operations from '../gql/graphql';
import {
  AccountBookingsDocument,
  AccountCancelBookingDocument,
  AuthLocationChoicesDocument,
  BookingAvailabilityDocument,
  BookingLocationsDocument,
  CustomerBookingByIdDocument,
  ManageMembershipDocument,
  MembershipPlansDocument,
  PayForBookingDocument,
} from '../gql/graphql';
import schemaSdl from '../../../backend/schema.graphql?raw';
import { createCache, typePolicies } from './apollo';

const at = '2026-12-01T00:00:00.000Z';
const tulsa = { __typename: 'Location' as const, id: 'loc-1', slug: 'tulsa', timeZone: 'America/Chicago', phone: '918-555-0100' };
const lines = [{ __typename: 'PriceLine' as const, label: 'Bay time', quantity: 1, unitCents: 6000, amountCents: 6000 }];
const booking = {
  __typename: 'Booking' as const,
  id: 'b-1',
  reference: 'BN-7K3Q9X',
  kind: 'BAY' as const,
  coach: null,
  status: 'HELD' as const,
  locationSlug: 'tulsa',
  locationName: 'Tulsa',
  bayNumber: 2,
  bayName: 'Bay 2',
  date: '2026-12-01',
  startHour: 10,
  startsAt: at,
  endsAt: at,
  hours: 1,
  partySize: 2,
  holdExpiresAt: at,
  refundableUntil: at,
  freeHoursUsed: 0,
  totalCents: 6000,
  discountCode: null,
  refundedCents: 0,
  lines,
};
const { refundedCents: _, ...details } = booking;
const plan = (code: string, priceCents: number) => ({
  __typename: 'MembershipPlan' as const,
  id: code,
  code,
  name: code,
  priceCents,
  freeHoursPerMonth: 0,
  hourlyRateCents: 6000,
  bookingWindowDays: 2,
  memberEvents: false,
});

afterEach(() => vi.restoreAllMocks());

/** Writes an answer as the link would hand it over (the generated types also want the root __typename). */
const write = (cache: InMemoryCache, options: { query: DocumentNode; data: object; variables?: object }) =>
  cache.writeQuery(options as never);

describe('Apollo cache type policies', () => {
  it('two queries returning the same booking share one cache entry, and a mutation updates both', () => {
    const cache = createCache();
    write(cache, {
      query: AccountBookingsDocument,
      data: { myBookings: [{ ...booking }], locations: [tulsa] },
    });
    write(cache, { query: CustomerBookingByIdDocument, variables: { id: 'b-1' }, data: { booking: details, locations: [tulsa] } });
    expect(Object.keys(cache.extract()).filter((k) => k.startsWith('Booking:'))).toEqual(['Booking:b-1']);

    // The account screen cancels it: the checkout screen's query sees the new status too.
    write(cache, {
      query: AccountCancelBookingDocument,
      variables: { bookingId: 'b-1' },
      data: { cancelBooking: { __typename: 'Booking', id: 'b-1', status: 'CANCELLED', holdExpiresAt: null, refundedCents: 0 } },
    });
    expect(cache.readQuery({ query: CustomerBookingByIdDocument, variables: { id: 'b-1' } })?.booking.status).toBe('CANCELLED');
    expect(cache.readQuery({ query: AccountBookingsDocument })?.myBookings[0]!.status).toBe('CANCELLED');
  });

  it('a booking by id is read from the cache once a mutation has brought all of it (checkout after paying)', () => {
    const cache = createCache();
    // The booking page loaded the locations; paying answered the whole booking.
    write(cache, {
      query: BookingLocationsDocument,
      data: {
        locations: [
          { ...tulsa, name: 'Tulsa', address: { __typename: 'Address', line1: '1 Main', city: 'Tulsa', region: 'OK' }, bays: [] },
        ],
      },
    });
    write(cache, {
      query: PayForBookingDocument,
      variables: { bookingId: 'b-1', payment: {}, idempotencyKey: 'k' },
      data: { payForBooking: { ...details, status: 'CONFIRMED' } },
    });
    const read = cache.readQuery({ query: CustomerBookingByIdDocument, variables: { id: 'b-1' } });
    expect(read?.booking).toMatchObject({ id: 'b-1', status: 'CONFIRMED', lines: [{ label: 'Bay time' }] });
    // A booking the cache has never seen is a miss (the query goes to the server), not an empty answer.
    expect(cache.readQuery({ query: CustomerBookingByIdDocument, variables: { id: 'b-2' } })).toBeNull();
  });

  it('locations are one entry each across screens, and one location by slug comes from the list', () => {
    const cache = createCache();
    write(cache, {
      query: AuthLocationChoicesDocument,
      data: { locations: [{ __typename: 'Location', id: 'loc-1', slug: 'tulsa', name: 'Tulsa' }] },
    });
    write(cache, {
      query: BookingLocationsDocument,
      data: {
        locations: [
          {
            ...tulsa,
            name: 'Tulsa (Memorial)',
            phone: '918-555-0100',
            address: { __typename: 'Address', line1: '1 Main', city: 'Tulsa', region: 'OK' },
            bays: [{ __typename: 'Bay', id: 'bay-1', number: 1, name: 'Bay 1', capacity: 6 }],
          },
        ],
      },
    });
    const entries = Object.keys(cache.extract());
    expect(entries.filter((k) => k.startsWith('Location:'))).toEqual(['Location:loc-1']);
    expect(entries.filter((k) => k.startsWith('Bay:'))).toEqual(['Bay:bay-1']);
    // The sign-up screen's list shows the name the booking screen fetched later: one entity.
    expect(cache.readQuery({ query: AuthLocationChoicesDocument })?.locations[0]!.name).toBe('Tulsa (Memorial)');

    const one = gql`
      query One($slug: String!) {
        location(slug: $slug) {
          id
          name
        }
      }
    ` as DocumentNode;
    expect(cache.readQuery({ query: one, variables: { slug: 'tulsa' } })).toEqual({
      location: { __typename: 'Location', id: 'loc-1', name: 'Tulsa (Memorial)' },
    });
    expect(cache.readQuery({ query: one, variables: { slug: 'dallas' } })).toBeNull();
  });

  it('membership plans are keyed by id (their code): the plans page and manage-membership share them', () => {
    const cache = createCache();
    write(cache, { query: MembershipPlansDocument, data: { membershipPlans: [plan('None', 0), plan('Birdie', 8900)] } });
    write(cache, {
      query: ManageMembershipDocument,
      data: { membershipPlans: [plan('None', 0), plan('Birdie', 9900)], myMembership: null, myMembershipPayments: [], paymentMethods: [] },
    });
    expect(Object.keys(cache.extract()).filter((k) => k.startsWith('MembershipPlan:'))).toEqual([
      'MembershipPlan:None',
      'MembershipPlan:Birdie',
    ]);
    expect(cache.readQuery({ query: MembershipPlansDocument })?.membershipPlans[1]!.priceCents).toBe(9900);
  });

  it('a refetched schedule replaces the old one without a data-loss warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const cache = createCache();
    const day = (state: 'FREE' | 'TAKEN', hours: number[]) => ({
      availability: {
        __typename: 'Availability' as const,
        date: '2026-12-01',
        today: '2026-11-30',
        lastBookableDate: null,
        hours,
        bays: [
          {
            __typename: 'BayAvailability' as const,
            bay: { __typename: 'Bay' as const, id: 'bay-1', number: 1, name: 'Bay 1', capacity: 6 },
            slots: hours.map((hour) => ({ __typename: 'SlotAvailability' as const, hour, state })),
          },
        ],
      },
    });
    const variables = { location: 'tulsa', date: '2026-12-01' };
    write(cache, { query: BookingAvailabilityDocument, variables, data: day('FREE', [10, 11, 12]) });
    write(cache, { query: BookingAvailabilityDocument, variables, data: day('TAKEN', [10, 11]) });
    expect(cache.readQuery({ query: BookingAvailabilityDocument, variables })?.availability.bays[0]!.slots).toEqual([
      { __typename: 'SlotAvailability', hour: 10, state: 'TAKEN' },
      { __typename: 'SlotAvailability', hour: 11, state: 'TAKEN' },
    ]);
    expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).not.toMatch(/Cache data may be lost/);
  });

  it("every operation selects its types' key fields (a missing one makes Apollo throw when it writes the answer)", () => {
    const schema = buildSchema(schemaSdl);
    // Apollo's keys: the policy's keyFields, else id when the type has one.
    const keyOf = (type: GraphQLObjectType): readonly string[] => {
      const keyFields = typePolicies[type.name]?.keyFields;
      if (Array.isArray(keyFields)) return keyFields as string[];
      return keyFields === undefined && 'id' in type.getFields() ? ['id'] : [];
    };
    const documents = Object.entries(operations).filter(([, v]) => (v as { kind?: string })?.kind === Kind.DOCUMENT) as [
      string,
      DocumentNode,
    ][];
    expect(documents.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const [name, doc] of documents) {
      const fragments = new Map(
        doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
      );
      // The fields a selection set asks for, through its fragments.
      const fieldsOf = (set: SelectionSetNode): string[] =>
        set.selections.flatMap((s) =>
          s.kind === Kind.FIELD
            ? [s.alias?.value ?? s.name.value]
            : fieldsOf(s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments.get(s.name.value)!.selectionSet),
        );
      const typeInfo = new TypeInfo(schema);
      visit(
        doc,
        visitWithTypeInfo(typeInfo, {
          SelectionSet(set) {
            const type = getNamedType(typeInfo.getType() ?? typeInfo.getParentType());
            if (!type || !isObjectType(type) || type.name === 'Query' || type.name === 'Mutation' || type.name === 'Subscription') return;
            const asked = fieldsOf(set);
            for (const key of keyOf(type)) if (!asked.includes(key)) missing.push(`${name}: ${type.name} without ${key}`);
          },
        }),
      );
    }
    expect(missing).toEqual([]);
  });
});
