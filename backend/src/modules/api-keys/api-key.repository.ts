import type { DataSource } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdByName: string | null;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

/** The one writer of `api_keys`. */
export class ApiKeyRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(values: { name: string; prefix: string; keyHash: Buffer; createdBy: string }): Promise<string> {
    const saved = await this.dataSource.getRepository(ApiKeyEntity).save(this.dataSource.getRepository(ApiKeyEntity).create(values));
    return saved.id;
  }

  /** Newest first, revoked ones last. */
  list(): Promise<ApiKeyRow[]> {
    return this.dataSource.query(
      `SELECT k.id, k.name, k.prefix, k.created_at AS "createdAt", k.rotated_at AS "rotatedAt", k.revoked_at AS "revokedAt",
         CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "createdByName"
       FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
       ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id`,
    );
  }

  async find(id: string): Promise<ApiKeyRow | null> {
    return (await this.list()).find((k) => k.id === id) ?? null;
  }

  /** The live key with this hash. */
  async findActiveByHash(hash: Buffer): Promise<{ id: string; name: string } | null> {
    const rows: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT id, name FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /** True when a live key was revoked now. */
  async revoke(id: string): Promise<boolean> {
    const [, count] = await this.dataSource.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
    return count > 0;
  }

  /** A new secret for a live key (the old one stops working at once); true when there was one. */
  async rotate(id: string, prefix: string, keyHash: Buffer): Promise<boolean> {
    const [, count] = await this.dataSource.query(
      `UPDATE api_keys SET prefix = $2, key_hash = $3, rotated_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [id, prefix, keyHash],
    );
    return count > 0;
  }
}
