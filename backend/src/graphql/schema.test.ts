import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from './schema.js';

describe('backend/schema.graphql', () => {
  it('is exactly what the resolvers emit (run `npm run schema` and commit the file when this fails)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(printAppSchema(await buildAppSchema())).toBe(committed);
  });
});
