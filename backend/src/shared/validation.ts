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
