import type { DataSource } from 'typeorm';
import { ProcessorEvent } from './payment.entity.js';

/** The one writer of `processor_events`: which webhook events have been applied. */
export class ProcessorEventRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when this call claimed the event (it was not applied before); a concurrent redelivery gets false. */
  async claim(id: string, type: string): Promise<boolean> {
    const r = await this.dataSource
      .getRepository(ProcessorEvent)
      .createQueryBuilder()
      .insert()
      .values({ id, type })
      .orIgnore()
      .returning('id')
      .execute();
    return (r.raw as unknown[]).length > 0;
  }

  /** Gives a claim back when applying the event failed, so the processor's redelivery applies it. */
  async release(id: string): Promise<void> {
    await this.dataSource.getRepository(ProcessorEvent).delete({ id });
  }
}
