import type { DataSource } from 'typeorm';

export class PageViewRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(view: { path: string; referrer: string | null; visitorId: string; userId: string | null }): Promise<void> {
    await this.dataSource.query(`INSERT INTO page_views (path, referrer, visitor_id, user_id) VALUES ($1, $2, $3, $4)`, [
      view.path,
      view.referrer,
      view.visitorId,
      view.userId,
    ]);
  }
}
