import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@Resolver()
export class AnalyticsResolver {
  @Mutation(() => Boolean, {
    description: 'Records a page view (first-party analytics). Public; the path is stored without query or fragment.',
  })
  async recordPageView(
    @Arg('path') path: string,
    @Arg('visitorId', { description: 'Anonymous id the browser keeps for this visit (a UUID).' }) visitorId: string,
    @Arg('referrer', () => String, { nullable: true }) referrer: string | null,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<boolean> {
    await services.analytics.recordPageView({ path, visitorId, referrer }, req.user?.id ?? null, req.ip ?? 'unknown');
    return true;
  }
}
