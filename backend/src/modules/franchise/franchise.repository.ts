import type { DataSource } from 'typeorm';

export class FranchiseRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(i: { name: string; email: string; phone: string | null; market: string; message: string }): Promise<string> {
    const [row] = await this.dataSource.query(
      `INSERT INTO franchise_inquiries (name, email, phone, market, message) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [i.name, i.email, i.phone, i.market, i.message],
    );
    return row.id;
  }

  async adminEmails(): Promise<string[]> {
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM users WHERE is_admin AND disabled_at IS NULL ORDER BY email`,
    );
    return rows.map((r) => r.email);
  }
}
