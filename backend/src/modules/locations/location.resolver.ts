import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Location } from './location.entity.js';

@Resolver(() => Location)
export class LocationResolver {
  @Query(() => [Location], { description: 'Every location of the chain, with bays and opening hours. Public.' })
  locations(@Ctx() ctx: GraphQLContext): Promise<Location[]> {
    return ctx.services.locations.list();
  }

  @Query(() => Location, { nullable: true, description: 'One location by its slug (e.g. "tulsa"); null when there is none. Public.' })
  location(@Arg('slug') slug: string, @Ctx() ctx: GraphQLContext): Promise<Location | null> {
    return ctx.services.locations.bySlug(slug);
  }
}
