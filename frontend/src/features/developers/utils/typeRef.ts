/** A type reference as introspection gives it (NON_NULL and LIST wrap the named type). */
export interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

/** The type as written in GraphQL SDL: `[Event!]!`, `String`. */
export function typeName(t: TypeRef): string {
  if (t.kind === 'NON_NULL' && t.ofType) return `${typeName(t.ofType)}!`;
  if (t.kind === 'LIST' && t.ofType) return `[${typeName(t.ofType)}]`;
  return t.name ?? '?';
}

/** The fields of `names`, in that order; a name the schema lacks is left out. */
export function pick<F extends { name: string }>(fields: readonly F[] | null | undefined, names: readonly string[]): F[] {
  const byName = new Map((fields ?? []).map((f) => [f.name, f]));
  return names.flatMap((n) => byName.get(n) ?? []);
}
