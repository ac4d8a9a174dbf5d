import { readFileSync } from 'node:fs';
import { PUBLIC_SCHEDULE_QUERIES, PUBLIC_SCHEDULE_TYPE_FIELDS } from '@fairway/shared';
import { buildSchema, getNamedType, isInterfaceType, isObjectType, parse, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicScheduleOperation, selectOperation } from './public-schedule.js';

// The committed SDL (schema.test.ts keeps it exactly what the resolvers emit).
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const pub = (query: string, operationName?: string) => isPublicScheduleOperation(schema, parse(query), operationName);

/** Fields of public types that are not public, each for a reason. Adding a field to a public type means naming it here or there. */
const PRIVATE_FIELDS = new Set(['Event.viewer']);

describe('isPublicScheduleOperation', () => {
  it('accepts queries of public-schedule root fields only', () => {
    expect(pub('{ locations { slug } availability(location: "tulsa", date: "2027-01-01") { date } }')).toBe(true);
    expect(pub('query Q { events { id } membershipPlans { name } siteConfig { googleClientId } membershipTimeZone }')).toBe(true);
    expect(pub('{ leagues { id } league(id: "x") { id } coaches { id } lessonAvailability(location: "t", date: "d") { startHour } }')).toBe(
      true,
    );
    expect(pub('{ location(slug: "tulsa") { id } event(id: "x") { id } }')).toBe(true);
  });

  it('accepts introspection, whatever it selects', () => {
    expect(pub('{ __schema { types { name fields { name } } } __type(name: "Query") { name } __typename }')).toBe(true);
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

  it('checks nested fields at any depth: a private field under a public query is refused', () => {
    expect(pub('{ events { id title viewer { registrationId onWaitlist offerExpiresAt } } }')).toBe(false);
    expect(pub('{ event(id: "x") { viewer { onWaitlist } } }')).toBe(false);
    expect(pub('{ locations { bays { id number } openingHours { weekday opensAt } address { city } } }')).toBe(true);
    expect(pub('{ availability(location: "t", date: "d") { location { bays { __typename id } } bays { slots { hour } } } }')).toBe(true);
  });

  it('an alias does not make a private field public, nor a public one private', () => {
    expect(pub('{ events { id me: viewer { onWaitlist } } }')).toBe(false);
    expect(pub('{ locations { me: slug viewer: name } }')).toBe(true);
  });

  it('checks the fields of fragments and inline fragments on nested types', () => {
    expect(pub('{ events { ...E } } fragment E on Event { id title }')).toBe(true);
    expect(pub('{ events { ...E } } fragment E on Event { id viewer { onWaitlist } }')).toBe(false);
    expect(pub('{ events { ... on Event { viewer { onWaitlist } } } }')).toBe(false);
    expect(pub('{ events { ... { ... on Event { id } } } }')).toBe(true);
    expect(pub('{ events { ...E } } fragment E on Event { ...V } fragment V on Event { viewer { onWaitlist } }')).toBe(false);
    // One fragment spread in two places is checked in each.
    expect(pub('{ a: events { ...E } b: events { ...E } } fragment E on Event { id }')).toBe(true);
    // A field that does not exist is not public (validation reports it).
    expect(pub('{ events { nonsense { id } } }')).toBe(false);
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

describe('PUBLIC_SCHEDULE_TYPE_FIELDS', () => {
  it('lists, or names private, every field of every type the public schedule reaches, and lists only fields that exist', () => {
    const reached = new Map<string, GraphQLNamedType>();
    const reach = (type: GraphQLNamedType) => {
      if (reached.has(type.name) || !(isObjectType(type) || isInterfaceType(type))) return;
      reached.set(type.name, type);
      const listed = new Set(PUBLIC_SCHEDULE_TYPE_FIELDS[type.name] ?? []);
      for (const field of Object.values(type.getFields())) {
        const name = `${type.name}.${field.name}`;
        // A new field must be classified: listed (public) or named in PRIVATE_FIELDS.
        expect(listed.has(field.name) || PRIVATE_FIELDS.has(name), `${name} is neither public nor private`).toBe(true);
        if (listed.has(field.name)) reach(getNamedType(field.type));
      }
    };
    const query = schema.getQueryType()!.getFields();
    for (const root of PUBLIC_SCHEDULE_QUERIES) reach(getNamedType(query[root]!.type));
    for (const [type, fields] of Object.entries(PUBLIC_SCHEDULE_TYPE_FIELDS)) {
      expect(reached.has(type), `${type} is listed but no public field returns it`).toBe(true);
      const actual = Object.keys((reached.get(type) as { getFields(): object }).getFields());
      for (const f of fields) expect(actual, `${type}.${f}`).toContain(f);
    }
  });
});
