import { Arg, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { noteAnswerVersion } from '../../graphql/conditional.js';
import { Availability, AvailabilityChanged } from './availability.types.js';

@Resolver()
export class AvailabilityResolver {
  @Query(() => Availability, {
    description:
      'The public schedule: every bay and open hour of a location on a local date, with its state for the viewer. Third parties read this.',
  })
  availability(
    @Arg('location', { description: 'Location slug, e.g. "tulsa".' }) location: string,
    @Arg('date', { description: 'Local date at the location, YYYY-MM-DD.' }) date: string,
    @Ctx() { services, req, res }: GraphQLContext,
  ): Promise<Availability> {
    return services.availability.forDay(location, date, req.user ?? null, res && noteAnswerVersion(res));
  }

  @Subscription(() => AvailabilityChanged, {
    description:
      'Fires within seconds when a slot of the location and date is held, booked, freed or closed (any app instance). Over graphql-ws at /graphql.',
    subscribe: ({ args, context }) => (context as GraphQLContext).services.availability.watch(args.location, args.date),
  })
  availabilityChanged(
    @Root() change: AvailabilityChanged,
    @Arg('location', { description: 'Location slug.' }) _location: string,
    @Arg('date', { description: 'Local date, YYYY-MM-DD.' }) _date: string,
  ): AvailabilityChanged {
    return change;
  }
}
