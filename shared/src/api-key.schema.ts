// API keys for the public schedule API (the admin card on /admin/system-utilities and the adminIssueApiKey mutation).
import { z } from 'zod';

export const API_KEY_LIMITS = { name: 80 } as const;

/** Who the key is for, as the admins will recognise it in the list ("Tee Times app", "Tulsa lobby screen"). */
export const apiKeyInput = z.object({
  name: z
    .string({ error: 'Please name the key.' })
    .trim()
    .min(1, { error: 'Please name the key.', abort: true })
    .max(API_KEY_LIMITS.name, { error: `Please keep the name under ${API_KEY_LIMITS.name} characters.` }),
});

export type ApiKeyInput = z.infer<typeof apiKeyInput>;
