import { describe, expect, it } from 'vitest';
import { API_KEY_LIMITS, apiKeyInput } from './api-key.schema.js';

describe('apiKeyInput', () => {
  it('trims the name and requires one', () => {
    expect(apiKeyInput.parse({ name: '  Tee Times app ' })).toEqual({ name: 'Tee Times app' });
    expect(apiKeyInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Please name the key.');
    expect(apiKeyInput.safeParse({}).error?.issues[0]?.message).toBe('Please name the key.');
  });

  it('caps its length', () => {
    expect(apiKeyInput.safeParse({ name: 'x'.repeat(API_KEY_LIMITS.name) }).success).toBe(true);
    expect(apiKeyInput.safeParse({ name: 'x'.repeat(API_KEY_LIMITS.name + 1) }).error?.issues[0]?.message).toMatch(/under 80/);
  });
});
