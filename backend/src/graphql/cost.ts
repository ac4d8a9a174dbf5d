import {
  getNamedType,
  getNullableType,
  GraphQLInt,
  isCompositeType,
  isListType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { GRAPHQL_DOCUMENT_LIMITS } from '@fairway/shared';
import { introspectionObjects } from './introspection-cost.js';
import { selectOperation } from './public-schedule.js';

/**
 * The calculated cost of an operation, GitHub/Shopify style: the number of objects it can return.
 * An object field costs 1 plus its selection; a list of objects costs its size times that, the size
 * being the requested page size (`pageSize`, `first`, `last`, capped at MAX_PAGE_SIZE) or, for the
 * lists that take none (bays of a location, slots of a bay, events of a season), LIST_ESTIMATE.
 * Scalars are free (they come with their object); every root field costs at least 1. Introspection
 * (`__schema`, `__type`) is priced by what it returns too: 1 point per `introspectionObjectsPerPoint`
 * objects of the schema's description it reaches (introspection-cost.ts; they come from memory, not the
 * database), at least 1. Computed from the document and the schema, before execution.
 */
export const COST = {
  /** The most one operation may cost (Shopify's single-query maximum is 1,000 too). */
  maxOperationCost: GRAPHQL_DOCUMENT_LIMITS.maxQueryCost,
  listEstimate: 10,
  maxPageSize: 100,
  defaultPageSize: 25,
  introspectionObjectsPerPoint: 5,
} as const;

const PAGE_ARGS = ['pageSize', 'first', 'last'];

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  const operation = selectOperation(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  // What introspection may still count before the operation is over the most any operation may cost.
  const room = { objects: (COST.maxOperationCost + 1) * COST.introspectionObjectsPerPoint };

  /** The requested page size of a field that takes one (capped), its default when not given, or null. */
  const pageSize = (field: FieldNode, argNames: Set<string>): number | null => {
    if (!PAGE_ARGS.some((a) => argNames.has(a))) return null;
    for (const arg of field.arguments ?? []) {
      if (!PAGE_ARGS.includes(arg.name.value)) continue;
      const value = arg.value.kind === Kind.VARIABLE ? variables[arg.value.name.value] : valueFromAST(arg.value, GraphQLInt);
      if (typeof value === 'number' && Number.isFinite(value)) return Math.min(Math.max(Math.trunc(value), 1), COST.maxPageSize);
    }
    return COST.defaultPageSize;
  };

  /** `inPage`: the selection of a page object (AdminUserPage…) whose field was charged its page size: its row list is that page. */
  const selectionCost = (type: GraphQLCompositeType, set: SelectionSetNode, isRoot: boolean, depth: number, inPage = false): number => {
    if (depth > 64) return COST.maxOperationCost; // validation refuses deeper documents; never recurse without end
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += selectionCost(on, s.selectionSet, isRoot, depth + 1, inPage);
        continue;
      }
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && on && isCompositeType(on)) total += selectionCost(on, fragment.selectionSet, isRoot, depth + 1, inPage);
        continue;
      }
      const name = s.name.value;
      if (name === '__typename') continue;
      if (name === '__schema' || name === '__type') {
        total += Math.ceil(introspectionObjects(schema, s, fragments, variables, room) / COST.introspectionObjectsPerPoint);
        continue;
      }
      const def = 'getFields' in type ? type.getFields()[name] : undefined;
      if (!def) continue; // validation reports unknown fields
      const named = getNamedType(def.type);
      // A paged field (a list, or a page object holding one) costs its page size; other lists an estimate.
      const isList = isListType(getNullableType(def.type));
      const paged = pageSize(s, new Set(def.args.map((a) => a.name)));
      const pageObject = paged !== null && !isList;
      const childCost =
        isCompositeType(named) && s.selectionSet ? 1 + selectionCost(named, s.selectionSet, false, depth + 1, pageObject) : 0;
      const size = paged ?? (isList && !inPage ? COST.listEstimate : 1);
      total += Math.max(isRoot ? 1 : 0, size * childCost);
    }
    return total;
  };
  return selectionCost(root, operation.selectionSet, true, 0);
}
