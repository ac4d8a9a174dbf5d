import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Availability } from './availability.types.js';

@Resolver()
export class AvailabilityResolver {
  @Query(() => Availability, {
    description: 'The public schedule: every bay and open hour of a location on a local date, with its state for the viewer. Third parties read this.',
  })
  availability(
    @Arg('location', { description: 'Location slug, e.g. "tulsa".' }) location: string,
    @Arg('date', { description: 'Local date at the location, YYYY-MM-DD.' }) date: string,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<Availability> {
    return services.availability.forDay(location, date, req.user ?? null);
  }
}
