import { describe, expect, it } from 'vitest';
import { pick, typeName } from './typeRef';

describe('typeName', () => {
  it('writes wrapped types as SDL does', () => {
    const event = { kind: 'OBJECT', name: 'Event' };
    expect(typeName(event)).toBe('Event');
    expect(typeName({ kind: 'NON_NULL', ofType: { kind: 'LIST', ofType: { kind: 'NON_NULL', ofType: event } } })).toBe('[Event!]!');
    expect(typeName({ kind: 'LIST', ofType: { kind: 'SCALAR', name: 'String' } })).toBe('[String]');
  });
});

describe('pick', () => {
  it('keeps the given order and leaves out names the schema lacks', () => {
    const fields = [{ name: 'me' }, { name: 'events' }, { name: 'locations' }];
    expect(pick(fields, ['locations', 'gone', 'events']).map((f) => f.name)).toEqual(['locations', 'events']);
    expect(pick(null, ['locations'])).toEqual([]);
  });
});
