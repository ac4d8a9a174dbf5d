import { GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLScalarType, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inputProblem } from './input-guard.js';

const UUID = '5b1c0d4e-1111-4222-8333-444455556666';
const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: { ids: { type: new GraphQLList(new GraphQLNonNull(GraphQLID)) }, search: { type: GraphQLString }, page: { type: GraphQLInt } },
});

describe('inputProblem', () => {
  it('accepts UUID ids, ordinary text, numbers and missing values', () => {
    expect(inputProblem(UUID, new GraphQLNonNull(GraphQLID))).toBeNull();
    expect(inputProblem({ ids: [UUID], search: 'Tulsa', page: 2 }, Filter)).toBeNull();
    expect(inputProblem(null, GraphQLID)).toBeNull();
  });

  it('refuses an id that is not a UUID, at any depth', () => {
    expect(inputProblem('1970-01-01', GraphQLID)).toBe('That id is not valid.');
    expect(inputProblem({ ids: [UUID, 'pm_123'] }, Filter)).toBe('That id is not valid.');
    expect(inputProblem([UUID, ''], new GraphQLList(GraphQLID))).toBe('That id is not valid.');
  });

  it('refuses an instant whose year is not four digits (JavaScript reads them, PostgreSQL cannot store them)', () => {
    const DateTimeISO = new GraphQLScalarType({ name: 'DateTimeISO' });
    expect(inputProblem('2026-05-01T18:00:00.000Z', DateTimeISO)).toBeNull();
    expect(inputProblem('+275760-09-13T00:00:00.000Z', DateTimeISO)).toBe('Please give a date and time like 2026-05-01T18:00:00Z.');
  });

  it('refuses a NUL byte in any text', () => {
    expect(inputProblem('a\u0000b', GraphQLString)).toBe('Text may not contain a NUL character.');
    expect(inputProblem({ search: '\u0000' }, Filter)).toBe('Text may not contain a NUL character.');
  });

  it('refuses a lone surrogate (jsonb cannot store one) and keeps a paired one (an emoji)', () => {
    expect(inputProblem('\ud800', GraphQLString)).toBe('Text may not contain a broken Unicode character.');
    expect(inputProblem({ search: 'x\udc00' }, Filter)).toBe('Text may not contain a broken Unicode character.');
    expect(inputProblem('Tee time \u26f3 \ud83c\udfcc', GraphQLString)).toBeNull();
  });
});
