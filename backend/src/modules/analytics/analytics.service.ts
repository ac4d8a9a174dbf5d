import type { PageViewRepository } from './page-view.repository.js';
import { normalizePageView } from './analytics.rules.js';

export class AnalyticsService {
  constructor(private readonly pageViews: PageViewRepository) {}

  async recordPageView(input: { path?: unknown; referrer?: unknown; visitorId?: unknown }, userId: string | null): Promise<void> {
    await this.pageViews.insert({ ...normalizePageView(input), userId });
  }
}
