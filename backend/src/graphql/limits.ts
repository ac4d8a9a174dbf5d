import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GRAPHQL_DOCUMENT_LIMITS } from '@fairway/shared';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * The document limits of the public API, checked before anything runs (parse and validation).
 * GitHub's and Shopify's published limits and graphql-armor's defaults are the floor; the largest
 * first-party operation (about 480 tokens, depth 6) fits with room to spare, and so does
 * GraphiQL's full introspection query (about 180 tokens; graphql-armor leaves `__schema` fields out of
 * depth and cost). The same numbers as @fairway/shared's GRAPHQL_DOCUMENT_LIMITS, which /developers publishes.
 */
export const LIMITS = GRAPHQL_DOCUMENT_LIMITS;

export type LimitName = 'tokens' | 'depth' | 'aliases' | 'directives' | 'cost';

/** The error code every refused document carries (extensions.code), from the project's vocabulary. */
export const LIMIT_CODE = 'QUERY_TOO_COMPLEX';

/**
 * graphql-armor's rules report a refusal as a validation error on the document (never a throw, which
 * would abort validation with a 500); `extensions.limit` names the limit and formatGraphQLError gives it
 * its code. Armor's own messages are kept ("Query depth limit of 10 exceeded, found 11.").
 */
function refuse(limit: LimitName) {
  return [
    (context: ValidationContext | null, error: GraphQLError) => {
      const message = error.message.replace(/^Syntax Error: /, '');
      context?.reportError(new GraphQLError(message, { extensions: { limit } }));
    },
  ];
}

export interface Protection {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  /** Apollo's parseOptions: the token limit (graphql-js's own, the same check armor's max-tokens makes, done once). */
  parseOptions: { maxTokens: number };
}

/**
 * graphql-armor 3.2.0, pinned exactly (package-lock too): its max-depth 2.4.2 and cost-limit 2.4.3 skip
 * only a *field* named `__schema`; earlier versions skipped any node of that name, so an operation or a
 * fragment named `__schema` escaped the depth check (graphql-armor PR #823; tested in limits.int.test.ts).
 * Field suggestions ("Did you mean …") are masked in production: they map a private schema for a guesser.
 */
export function documentProtection({ production }: { production: boolean }): Protection {
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  const { plugins, validationRules } = new ApolloArmor({
    // Armor's Apollo max-tokens parses each document a second time; Apollo's parseOptions below does it once.
    maxTokens: { enabled: false },
    maxDepth: { ...common, n: LIMITS.maxDepth, ignoreIntrospection: true, onReject: refuse('depth') },
    maxAliases: { ...common, n: LIMITS.maxAliases, onReject: refuse('aliases') },
    maxDirectives: { ...common, n: LIMITS.maxDirectives, onReject: refuse('directives') },
    costLimit: { ...common, maxCost: LIMITS.maxStructuralCost, ignoreIntrospection: true, onReject: refuse('cost') },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  // Armor's declarations name @apollo/server's CommonJS types; the plugins are plain objects either way.
  return { plugins: plugins as unknown as ApolloServerPlugin[], validationRules, parseOptions: { maxTokens: LIMITS.maxTokens } };
}

/** graphql-js's message when the token limit stops the parser. */
const TOKENS_EXCEEDED = /^Syntax Error: Document contains more th\w+ \d+ tokens/;

/** The limit a refused document broke, or null (formatGraphQLError maps it to LIMIT_CODE). */
export function brokenLimit(formatted: { message: string; extensions?: Record<string, unknown> }): LimitName | null {
  const limit = formatted.extensions?.limit;
  if (typeof limit === 'string') return limit as LimitName;
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && TOKENS_EXCEEDED.test(formatted.message)) return 'tokens';
  return null;
}

export const TOKENS_MESSAGE = `This document is too long: at most ${LIMITS.maxTokens} tokens.`;
