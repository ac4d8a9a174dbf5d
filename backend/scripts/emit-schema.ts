// Writes backend/schema.graphql, the committed API contract, from the resolvers.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildAppSchema, printAppSchema } from '../src/graphql/schema.js';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
await writeFile(target, printAppSchema(await buildAppSchema()));
console.log(`wrote ${target}`);
