import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicScheduleOperation, selectOperation } from './public-schedule.js';

const pub = (query: string, operationName?: string) => isPublicScheduleOperation(parse(query), operationName);

describe('isPublicScheduleOperation', () => {
  it('accepts queries of public-schedule root fields only', () => {
    expect(pub('{ locations { slug } availability(location: "tulsa", date: "2027-01-01") { date } }')).toBe(true);
    expect(pub('query Q { events { id } membershipPlans { name } siteConfig { googleClientId } membershipTimeZone }')).toBe(true);
    expect(pub('{ leagues { id } league(id: "x") { id } coaches { id } lessonAvailability(location: "t", date: "d") { hour } }')).toBe(
      true,
    );
    expect(pub('{ location(slug: "tulsa") { id } event(id: "x") { id } }')).toBe(true);
  });

  it('accepts introspection', () => {
    expect(pub('{ __schema { types { name } } __type(name: "Query") { name } __typename }')).toBe(true);
  });

  it('refuses a private root field, alone or beside public ones', () => {
    expect(pub('{ me { id } }')).toBe(false);
    expect(pub('{ locations { slug } myBookings { id } }')).toBe(false);
    expect(pub('{ adminUsers { total } }')).toBe(false);
  });

  it('refuses mutations and subscriptions, whatever their fields', () => {
    expect(pub('mutation { login(email: "a", password: "b") { id } }')).toBe(false);
    expect(pub('mutation { __typename }')).toBe(false);
    expect(pub('subscription { availabilityChanged(location: "t", date: "d") { date } }')).toBe(false);
  });

  it('reads fragments and inline fragments on the root', () => {
    expect(pub('{ ...F } fragment F on Query { locations { slug } ... on Query { events { id } } }')).toBe(true);
    expect(pub('{ ...F } fragment F on Query { locations { slug } ... on Query { me { id } } }')).toBe(false);
    expect(pub('{ ... on Query { me { id } } }')).toBe(false);
    expect(pub('{ ... @include(if: true) { me { id } } }')).toBe(false);
    expect(pub('{ ...F ...F } fragment F on Query { ...G } fragment G on Query { me { id } }')).toBe(false);
    expect(pub('{ ...Missing }')).toBe(false);
  });

  it('does not look inside nested selections (a public field may return any of its own fields)', () => {
    expect(pub('{ locations { bays { id } me: slug } }')).toBe(true);
  });

  it('judges the operation the request names', () => {
    const doc = 'query A { locations { slug } } query B { me { id } }';
    expect(pub(doc, 'A')).toBe(true);
    expect(pub(doc, 'B')).toBe(false);
    expect(pub(doc)).toBe(false); // ambiguous: GraphQL refuses it anyway
    expect(pub(doc, 'C')).toBe(false);
    expect(selectOperation(parse(doc), 'B')?.name?.value).toBe('B');
  });
});
