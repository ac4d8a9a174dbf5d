import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isUuid } from '../shared/ids.js';
import { textProblem } from '../shared/validation.js';

/** The first problem with one input value, read against its GraphQL type. */
export function inputProblem(value: unknown, type: GraphQLInputType): string | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return inputProblem(value, type.ofType);
  if (isListType(type)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const problem = inputProblem(item, type.ofType);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return null; // GraphQL's own coercion reports the wrong shape
    for (const field of Object.values(type.getFields())) {
      const problem = inputProblem((value as Record<string, unknown>)[field.name], field.type);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value !== 'string') return null;
  const text = textProblem(value);
  if (text) return text;
  // Every id this API hands out is a UUID: anything else cannot name a row, so it never reaches a query.
  const scalar = getNamedType(type).name;
  if (scalar === 'ID' && !isUuid(value)) return 'That id is not valid.';
  // JavaScript reads years like -004713 or +275760 that PostgreSQL cannot store: four digits only.
  if (scalar === 'DateTimeISO' && !/^\d{4}-\d{2}-\d{2}T/.test(value)) return 'Please give a date and time like 2026-05-01T18:00:00Z.';
  return null;
}

/** A document's arguments (nested ones included) with their declared types, in document order. */
type DocumentArguments = { node: ArgumentNode; type: GraphQLInputType }[];

/** Read once per parsed document (Apollo keeps them): walking the document with its types was a visible part of every request. */
const argumentsByDocument = new WeakMap<DocumentNode, { schema: GraphQLSchema; args: DocumentArguments }>();

function argumentsOf(schema: GraphQLSchema, document: DocumentNode): DocumentArguments {
  const known = argumentsByDocument.get(document);
  if (known?.schema === schema) return known.args;
  const typeInfo = new TypeInfo(schema);
  const args: DocumentArguments = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const arg = typeInfo.getArgument();
        if (arg) args.push({ node, type: arg.type });
      },
    }),
  );
  argumentsByDocument.set(document, { schema, args });
  return args;
}

/** Every argument of the operation (nested ones included), checked against its declared type. */
export function firstInputProblem(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  for (const { node, type } of argumentsOf(schema, document)) {
    const value = node.value.kind === Kind.VARIABLE ? variables[node.value.name.value] : valueFromAST(node.value, type, variables);
    const message = inputProblem(value, type);
    if (message) return { message, field: node.name.value };
  }
  return null;
}

/**
 * Checks every GraphQL input at the edge, before any resolver runs: ids must be UUIDs and text
 * must be storable text, no NUL byte nor lone surrogate (PostgreSQL refuses both with an error, which would otherwise surface as
 * a 500). The answer is a VALIDATION error naming the argument, with HTTP 400.
 */
export function inputGuardPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, request }) => {
        const problem = firstInputProblem(schema, document, request.variables ?? {});
        if (problem)
          throw new GraphQLError(problem.message, { extensions: { code: 'VALIDATION', field: problem.field, http: { status: 400 } } });
      },
    }),
  };
}
