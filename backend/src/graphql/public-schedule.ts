import { PUBLIC_SCHEDULE_QUERIES, PUBLIC_SCHEDULE_TYPE_FIELDS } from '@fairway/shared';
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The public schedule: what third parties (golf apps, league sites, the venues' screens) may read with
 * an API key or from another site's page. Reads only, never about a user; everything else is private.
 * Root fields: PUBLIC_SCHEDULE_QUERIES and introspection (the schema is the public documentation);
 * below them, the fields PUBLIC_SCHEDULE_TYPE_FIELDS lists for each type, nothing else.
 */
const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(PUBLIC_SCHEDULE_QUERIES);
const INTROSPECTION_FIELDS: ReadonlySet<string> = new Set(['__schema', '__type']);
const PUBLIC_TYPE_FIELDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(PUBLIC_SCHEDULE_TYPE_FIELDS).map(([type, fields]) => [type, new Set(fields)]),
);

/** The operation a request runs: the named one, or the only one (null when that is ambiguous or missing). */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0]! : null;
}

/**
 * True when the operation is a query that selects public-schedule fields only, at every depth, through
 * fragments, inline fragments and aliases (an alias renames, the field is what counts). Directives do not
 * count: a field under `@skip` is still one the caller asked for. Introspection is public, and so is
 * `__typename` anywhere. Unknown fields and types are not public (validation refuses them anyway).
 * Pure: it reads the document and the schema's types only.
 */
export function isPublicScheduleOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  const operation = selectOperation(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const root = schema.getQueryType();
  if (!root) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  // A fragment is checked once per type it is spread on (a cycle is refused by validation; this only ends it).
  const seen = new Set<string>();
  const onlyPublic = (type: GraphQLNamedType, set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name === '__typename') return true;
        if (type === root) {
          if (INTROSPECTION_FIELDS.has(name)) return true; // the introspection types are public through and through
          if (!PUBLIC_ROOT_FIELDS.has(name)) return false;
        } else if (!PUBLIC_TYPE_FIELDS.get(type.name)?.has(name)) return false;
        if (!s.selectionSet) return true;
        const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
        return def !== undefined && onlyPublic(getNamedType(def.type), s.selectionSet);
      }
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        return on !== undefined && onlyPublic(on, s.selectionSet);
      }
      const fragment = fragments.get(s.name.value);
      const on = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !on) return false; // an unknown fragment or type: validation refuses the document anyway
      const key = `${fragment.name.value} ${type.name}`;
      if (seen.has(key)) return true; // its fields are being checked already
      seen.add(key);
      return onlyPublic(on, fragment.selectionSet);
    });
  return onlyPublic(root, operation.selectionSet);
}
