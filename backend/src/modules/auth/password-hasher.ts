import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification: unknown e-mails answer as slowly as wrong passwords. */
  burn(password: string): Promise<void>;
}

export function createArgon2Hasher(): PasswordHasher {
  const dummy = hash('not-a-real-password-just-for-timing', OPTIONS);
  return {
    hash: (password) => hash(password, OPTIONS),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false; // a malformed stored hash never signs anyone in
      }
    },
    burn: async (password) => {
      await verify(await dummy, password).catch(() => false);
    },
  };
}
