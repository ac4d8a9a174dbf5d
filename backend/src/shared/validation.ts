import { firstIssue } from '@fairway/shared';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Reads an input with its shared schema (@fairway/shared, the one the browser's form uses too):
 * the normalised value, or a VALIDATION error about the first wrong field in form order, in the
 * same words the form shows under that field.
 */
export function parseInput<S extends z.ZodObject>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { field, message } = firstIssue(schema, result.error);
  throw new AppError('VALIDATION', message, field ? { field } : {});
}

/**
 * The SQL column a client's sort key names, from an allow-list; null for any other key. Own keys
 * only: `constructor` or `__proto__` must not find the object's prototype and land in ORDER BY.
 */
export function sortColumn(columns: Readonly<Record<string, string>>, key: string): string | null {
  return Object.hasOwn(columns, key) ? columns[key]! : null;
}

/**
 * Why a string cannot be stored as PostgreSQL text or jsonb, or null when it can: a NUL byte, or a
 * lone UTF-16 surrogate (JSON can carry one as \ud800; jsonb refuses it, other text would store
 * a replacement character instead of what was sent).
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Text may not contain a NUL character.';
  if (/\p{Cs}/u.test(value)) return 'Text may not contain a broken Unicode character.';
  return null;
}

/** The first textProblem of any string (or key) in a parsed request body or query. */
export function unstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const problem = textProblem(k) ?? unstorableText(v, depth + 1);
    if (problem) return problem;
  }
  return null;
}
