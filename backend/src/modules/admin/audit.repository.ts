import type { DataSource, EntityManager } from 'typeorm';

interface AuditEntry {
  id: string;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  at: Date;
}

/** Every admin action, who did it and when. */
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(
    actorUserId: string,
    action: string,
    targetType: string,
    targetId: string | null,
    details: object = {},
    em?: EntityManager,
  ): Promise<void> {
    await (em ?? this.dataSource.manager).query(
      `INSERT INTO audit_log (actor_user_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [actorUserId, action, targetType, targetId, JSON.stringify(details)],
    );
  }

  list(limit: number, offset: number): Promise<AuditEntry[]> {
    return this.dataSource.query(
      `SELECT a.id::text, a.actor_user_id AS "actorUserId", u.first_name || ' ' || u.last_name AS "actorName", a.action, a.target_type AS "targetType",
         a.target_id AS "targetId", a.details, a.at
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id ORDER BY a.at DESC, a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }
}
