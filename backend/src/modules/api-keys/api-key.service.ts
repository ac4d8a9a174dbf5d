import { apiKeyInput } from '@fairway/shared';
import { AppError } from '../../shared/app-error.js';
import { parseInput } from '../../shared/validation.js';
import type { ApiKeyRepository, ApiKeyRow } from './api-key.repository.js';
import { generateKey, hashKey } from './api-key.rules.js';

/** Who changed what: the admin module's audit log, reached through this narrow port. */
export interface AuditTrail {
  record(actorUserId: string, action: string, targetType: string, targetId: string | null, details?: object): Promise<void>;
}

/** A key with its secret: the only time the secret is seen (issue, rotate). */
export interface IssuedKey {
  apiKey: ApiKeyRow;
  secret: string;
}

/** The caller an API key stands for: a third party, never a user. */
export interface KeyCaller {
  id: string;
  name: string;
}

const NOT_FOUND = 'There is no live API key with that id (it may have been revoked).';

/** API keys of third parties: admins issue, revoke and rotate them (audited); requests are identified by them. */
export class ApiKeyService {
  constructor(
    private readonly repo: ApiKeyRepository,
    private readonly audit: AuditTrail,
  ) {}

  list(): Promise<ApiKeyRow[]> {
    return this.repo.list();
  }

  async issue(admin: { id: string }, input: unknown): Promise<IssuedKey> {
    const { name } = parseInput(apiKeyInput, input);
    const { key, prefix, hash } = generateKey();
    const id = await this.repo.insert({ name, prefix, keyHash: hash, createdBy: admin.id });
    await this.audit.record(admin.id, 'api_key.issue', 'api_key', id, { name, prefix });
    return { apiKey: (await this.repo.find(id))!, secret: key };
  }

  async revoke(admin: { id: string }, id: string): Promise<ApiKeyRow> {
    if (!(await this.repo.revoke(id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    const row = (await this.repo.find(id))!;
    await this.audit.record(admin.id, 'api_key.revoke', 'api_key', id, { name: row.name, prefix: row.prefix });
    return row;
  }

  /** A new secret for the same key (name, budget and history kept); the old secret is refused from now on. */
  async rotate(admin: { id: string }, id: string): Promise<IssuedKey> {
    const { key, prefix, hash } = generateKey();
    if (!(await this.repo.rotate(id, prefix, hash))) throw new AppError('NOT_FOUND', NOT_FOUND);
    const row = (await this.repo.find(id))!;
    await this.audit.record(admin.id, 'api_key.rotate', 'api_key', id, { name: row.name, prefix });
    return { apiKey: row, secret: key };
  }

  /** The live key a request presents, or null (unknown, revoked, or rotated away). */
  authenticate(secret: string): Promise<KeyCaller | null> {
    return this.repo.findActiveByHash(hashKey(secret));
  }
}
