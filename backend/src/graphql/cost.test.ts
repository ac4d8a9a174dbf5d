import { readFileSync } from 'node:fs';
import { buildSchema, getIntrospectionQuery, isInputObjectType, parse, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COST, operationCost } from './cost.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const cost = (query: string, variables?: Record<string, unknown>, name?: string) => operationCost(schema, parse(query), name, variables);

describe('operationCost', () => {
  it('costs 1 per root field at least, scalars nothing', () => {
    expect(cost('{ membershipTimeZone }')).toBe(1);
    expect(cost('{ __typename }')).toBe(0);
    expect(cost('{ location(slug: "tulsa") { id slug name } }')).toBe(1);
  });

  it('multiplies a list of objects by its estimated size', () => {
    expect(cost('{ locations { id } }')).toBe(COST.listEstimate);
    // availability (1) + bays (10 × (1 + bay 1 + slots 10 × 1))
    const grid = '{ availability(location: "tulsa", date: "2027-01-01") { date hours bays { bay { id } slots { hour state } } } }';
    expect(cost(grid)).toBe(1 + COST.listEstimate * (1 + 1 + COST.listEstimate));
    // Lists of scalars come with their object.
    expect(cost('{ availability(location: "tulsa", date: "2027-01-01") { hours } }')).toBe(1);
  });

  it('charges the requested page size, capped, with the default when none is given', () => {
    expect(cost('{ adminUsers(pageSize: 7) { total } }')).toBe(7);
    expect(cost('query ($n: Int) { adminUsers(pageSize: $n) { total } }', { n: 50 })).toBe(50);
    expect(cost('{ adminUsers(pageSize: 100000) { total } }')).toBe(COST.maxPageSize);
    expect(cost('{ adminUsers(pageSize: -5) { total } }')).toBe(1);
    expect(cost('{ adminUsers { total } }')).toBe(COST.defaultPageSize);
    // The page's rows are the page: charged once, not an estimate again.
    expect(cost('{ adminUsers(pageSize: 7) { total rows { id } } }')).toBe(7 * (1 + 1));
  });

  it('adds aliases, fragments and inline fragments', () => {
    expect(cost('{ a: locations { id } b: locations { id } }')).toBe(2 * COST.listEstimate);
    expect(cost('{ ...F } fragment F on Query { locations { ...L } } fragment L on Location { bays { id } }')).toBe(
      COST.listEstimate * (1 + COST.listEstimate),
    );
    expect(cost('{ ... on Query { locations { id } } }')).toBe(COST.listEstimate);
  });

  it('prices introspection by the objects it returns, counted on the schema', () => {
    const per = COST.introspectionObjectsPerPoint;
    // __schema (1) + queryType (1): 2 objects.
    expect(cost('{ __schema { queryType { name } } }')).toBe(Math.ceil(2 / per));
    // __type (1) + one __Field per field of Location.
    const locationFields = Object.keys((schema.getType('Location') as GraphQLObjectType).getFields()).length;
    expect(cost('{ __type(name: "Location") { fields { name } } }')).toBe(Math.ceil((1 + locationFields) / per));
    expect(cost('query ($n: String!) { __type(name: $n) { fields { name } } }', { n: 'Location' })).toBe(
      Math.ceil((1 + locationFields) / per),
    );
    expect(cost('{ __type(name: "NoSuchType") { name } }')).toBe(1);
    // Every type and every field of every type: grows with the schema, whatever the aliases or fragments.
    const types = Object.values(schema.getTypeMap());
    const fields = types.reduce((n, t) => n + ('getFields' in t && !isInputObjectType(t) ? Object.keys(t.getFields()).length : 0), 0);
    expect(cost('{ __schema { types { fields { name } } } }')).toBe(Math.ceil((1 + types.length + fields) / per));
    expect(cost('{ __schema { ...S } } fragment S on __Schema { types { ... on __Type { fields { name } } } }')).toBe(
      Math.ceil((1 + types.length + fields) / per),
    );
  });

  it('prices a document seen before the same way, and a __type named by a variable by its value each time', () => {
    const doc = parse('{ a: __schema { types { name } } b: __type(name: "Location") { fields { name } } }');
    const first = operationCost(schema, doc);
    expect(operationCost(schema, doc)).toBe(first);
    const byName = parse('query ($n: String!) { __type(name: $n) { fields { name } } }');
    const location = operationCost(schema, byName, null, { n: 'Location' });
    expect(operationCost(schema, byName, null, { n: 'Query' })).toBeGreaterThan(location);
    expect(operationCost(schema, byName, null, { n: 'Location' })).toBe(location);
  });

  it("GraphiQL's full introspection fits one operation; fifteen aliased copies of a big one do not", () => {
    expect(cost(getIntrospectionQuery())).toBeLessThan(COST.maxOperationCost / 1.5);
    const copy = '__schema { types { name fields { name type { name } } } }';
    expect(cost(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${copy}`).join(' ')} }`)).toBeGreaterThan(COST.maxOperationCost);
  });

  it('costs the operation the request names', () => {
    const doc = 'query A { membershipTimeZone } query B { locations { id } }';
    expect(cost(doc, {}, 'A')).toBe(1);
    expect(cost(doc, {}, 'B')).toBe(COST.listEstimate);
  });
});
