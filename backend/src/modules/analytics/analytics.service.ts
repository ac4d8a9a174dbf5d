import { retryMessage, type ThrottleService } from '../auth/throttle.service.js';
import type { PageViewRepository } from './page-view.repository.js';
import { normalizePageView } from './analytics.rules.js';

export class AnalyticsService {
  constructor(
    private readonly pageViews: PageViewRepository,
    private readonly throttle: ThrottleService,
    /**
     * Page views one network address may record a minute (PAGE_VIEWS_PER_ADDRESS_PER_MINUTE, 120): a person
     * changes page every few seconds at most, a whole office behind one address stays under it, and a script
     * filling the table does not.
     */
    private readonly perAddressPerMinute: number,
  ) {}

  async recordPageView(
    input: { path?: unknown; referrer?: unknown; visitorId?: unknown },
    userId: string | null,
    address: string,
  ): Promise<void> {
    const view = normalizePageView(input);
    const limits = [{ scope: 'page-views-address', subject: address, max: this.perAddressPerMinute, windowMs: 60_000 }];
    await this.throttle.consume(limits, retryMessage('Too many page views from your network.'));
    await this.pageViews.insert({ ...view, userId });
  }
}
