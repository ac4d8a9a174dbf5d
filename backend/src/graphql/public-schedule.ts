import { PUBLIC_SCHEDULE_QUERIES } from '@fairway/shared';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The public schedule: what third parties (golf apps, league sites, the venues' screens) may read with
 * an API key or from another site's page. Reads only, never about a user; everything else is private.
 */
const PUBLIC_SCHEDULE_FIELDS: ReadonlySet<string> = new Set([
  ...PUBLIC_SCHEDULE_QUERIES,
  // Introspection: the schema is the public documentation.
  '__schema',
  '__type',
  '__typename',
]);

/** The operation a request runs: the named one, or the only one (null when that is ambiguous or missing). */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0]! : null;
}

/**
 * True when the operation is a query whose every root field (through fragments and inline fragments
 * on the root type) is a public-schedule field. Directives do not count: a field under `@skip` is
 * still one the caller asked for. Pure: it reads the document only.
 */
export function isPublicScheduleOperation(document: DocumentNode, operationName?: string | null): boolean {
  const operation = selectOperation(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const onlyPublic = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return PUBLIC_SCHEDULE_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return onlyPublic(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment) return false; // an unknown fragment: validation refuses the document anyway
      if (seen.has(fragment.name.value)) return true; // its fields are being checked already (a cycle is refused by validation)
      seen.add(fragment.name.value);
      return onlyPublic(fragment.selectionSet);
    });
  return onlyPublic(operation.selectionSet);
}
