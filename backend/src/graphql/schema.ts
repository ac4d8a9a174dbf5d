import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { LocationResolver } from '../modules/locations/location.resolver.js';

export const resolvers = [LocationResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: true, // class-validator on every input type
  });
}

/** The committed contract, backend/schema.graphql: sorted so it diffs by meaning, not by file order. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
