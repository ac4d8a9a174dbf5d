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

/** True when any string in a parsed request (body, query) carries a NUL byte, which PostgreSQL refuses. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}
