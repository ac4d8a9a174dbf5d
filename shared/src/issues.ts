import type { z } from 'zod';

export interface FirstIssue {
  /** The input field the message is about ('' when it is about the whole input). */
  field: string;
  message: string;
}

/**
 * The one refusal a server answers with: the first wrong field in form order (the object's own key
 * order), and that field's first message. zod lists a field's own issues before the rules that
 * compare fields, so a stable sort by field keeps "too short" ahead of "is your e-mail".
 */
export function firstIssue(schema: z.ZodObject, error: z.ZodError): FirstIssue {
  const order = Object.keys(schema.shape);
  const rank = (issue: z.core.$ZodIssue) => {
    const i = order.indexOf(String(issue.path[0]));
    return i === -1 ? order.length : i;
  };
  const [first] = [...error.issues].sort((a, b) => rank(a) - rank(b));
  return { field: first?.path.length ? String(first.path[0]) : '', message: first?.message ?? 'Please check what you entered.' };
}
