import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isAbstractType,
  isWrappingType,
  Kind,
  valueFromAST,
  GraphQLString,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
} from 'graphql';

/** An object of the introspection schema (`__Type`, `__Field`…) and the value it describes. */
type Node = { kind: '__Schema'; value: GraphQLSchema } | { kind: Exclude<IntrospectionKind, '__Schema'>; value: unknown };
type IntrospectionKind = '__Schema' | '__Type' | '__Field' | '__InputValue' | '__EnumValue' | '__Directive';

/**
 * Counts already made, per schema and field node: Apollo keeps the parsed document of a query text it has
 * seen, so a document sent again (a poller, or a flood) is priced from here, without walking the schema.
 */
const counted = new WeakMap<GraphQLSchema, WeakMap<FieldNode, number>>();

/**
 * How many objects an introspection field (`__schema`, `__type`) returns, counted on the schema itself:
 * the objects its selection reaches, as GraphQL would return them (a `__Type` per type and per type
 * reference, a `__Field` per field...), so `{ __schema { queryType { name } } }` is 2 and GraphiQL's full
 * introspection query about 3,000. Scalars are free, as in cost.ts. Counting is memoised per selection and
 * value, and stops once `room` (shared by the operation's introspection fields) is used up: past it the
 * operation is refused anyway, so counting never costs more than a bounded number of steps.
 */
export function introspectionObjects(
  schema: GraphQLSchema,
  field: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  room: { objects: number },
): number {
  let known = counted.get(schema);
  if (!known) counted.set(schema, (known = new WeakMap()));
  const before = known.get(field);
  if (before !== undefined) {
    room.objects -= before;
    return before;
  }
  const objects = count(schema, field, fragments, variables, room);
  // Kept when complete (not cut short by `room`) and the same for any variables (no `__type(name: $var)`).
  const constant = !field.arguments?.some((a) => a.value.kind === Kind.VARIABLE);
  if (room.objects >= 0 && constant) known.set(field, objects);
  return objects;
}

function count(
  schema: GraphQLSchema,
  field: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  room: { objects: number },
): number {
  const memo = new Map<SelectionSetNode, Map<unknown, number>>();

  /** The objects a field of `node` returns (null or a list; a single object as a list of one), and their kind. */
  const children = (node: Node, name: string): { kind: IntrospectionKind; items: readonly unknown[] } | null => {
    const v = node.value as Record<string, unknown>;
    switch (`${node.kind}.${name}`) {
      case '__Schema.types':
        return { kind: '__Type', items: Object.values(schema.getTypeMap()) };
      case '__Schema.queryType':
        return { kind: '__Type', items: [schema.getQueryType()].filter(Boolean) };
      case '__Schema.mutationType':
        return { kind: '__Type', items: [schema.getMutationType()].filter(Boolean) };
      case '__Schema.subscriptionType':
        return { kind: '__Type', items: [schema.getSubscriptionType()].filter(Boolean) };
      case '__Schema.directives':
        return { kind: '__Directive', items: schema.getDirectives() };
      case '__Type.fields': {
        const t = node.value as GraphQLType;
        return isObjectType(t) || isInterfaceType(t) ? { kind: '__Field', items: Object.values(t.getFields()) } : null;
      }
      case '__Type.inputFields': {
        const t = node.value as GraphQLType;
        return isInputObjectType(t) ? { kind: '__InputValue', items: Object.values(t.getFields()) } : null;
      }
      case '__Type.interfaces': {
        const t = node.value as GraphQLType;
        return isObjectType(t) || isInterfaceType(t) ? { kind: '__Type', items: t.getInterfaces() } : null;
      }
      case '__Type.possibleTypes': {
        const t = node.value as GraphQLType;
        return isAbstractType(t) ? { kind: '__Type', items: schema.getPossibleTypes(t) } : null;
      }
      case '__Type.enumValues': {
        const t = node.value as GraphQLType;
        return isEnumType(t) ? { kind: '__EnumValue', items: t.getValues() } : null;
      }
      case '__Type.ofType': {
        const t = node.value as GraphQLType;
        return isWrappingType(t) ? { kind: '__Type', items: [t.ofType] } : null;
      }
      case '__Field.args':
      case '__Directive.args':
        return { kind: '__InputValue', items: v.args as unknown[] };
      case '__Field.type':
      case '__InputValue.type':
        return { kind: '__Type', items: [v.type] };
      default:
        return null; // a scalar (name, description, kind...) or __typename
    }
  };

  const selectionCost = (node: Node, set: SelectionSetNode, depth: number): number => {
    if (depth > 64) return Number.MAX_SAFE_INTEGER; // validation refuses deeper documents; never recurse without end
    // Wrapping types are made anew per field: a type reference is known by its printed form ("[Bay!]!").
    const key = node.kind === '__Type' ? String(node.value) : node.value;
    let bySet = memo.get(set);
    if (!bySet) memo.set(set, (bySet = new Map()));
    const known = bySet.get(key);
    if (known !== undefined) {
      room.objects -= known;
      return known;
    }
    let total = 0;
    for (const s of set.selections) {
      if (room.objects < 0) break; // over: the exact count no longer matters
      if (s.kind === Kind.INLINE_FRAGMENT) total += selectionCost(node, s.selectionSet, depth + 1);
      else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        if (fragment) total += selectionCost(node, fragment.selectionSet, depth + 1);
      } else if (s.selectionSet) {
        const reached = children(node, s.name.value);
        for (const item of reached?.items ?? []) {
          room.objects -= 1;
          total += 1 + selectionCost({ kind: reached!.kind, value: item } as Node, s.selectionSet, depth + 1);
        }
      }
    }
    total = Math.min(total, Number.MAX_SAFE_INTEGER);
    bySet.set(key, total);
    return total;
  };

  room.objects -= 1;
  if (!field.selectionSet) return 1;
  if (field.name.value === '__schema') return 1 + selectionCost({ kind: '__Schema', value: schema }, field.selectionSet, 0);
  // __type(name:): the type asked for; one not in the schema returns null.
  const arg = field.arguments?.find((a) => a.name.value === 'name');
  const name = arg && (arg.value.kind === Kind.VARIABLE ? variables[arg.value.name.value] : valueFromAST(arg.value, GraphQLString));
  const type = typeof name === 'string' ? schema.getType(name) : undefined;
  return type ? 1 + selectionCost({ kind: '__Type', value: type }, field.selectionSet, 0) : 1;
}
