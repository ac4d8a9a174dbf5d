import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { LeagueView } from './league.service.js';
import { League, LeagueStanding, type LeagueFormat, type LeagueStatus, type LeagueTieBreaker } from './league.types.js';

function toLeague(v: LeagueView): League {
  return {
    ...v,
    status: v.status as LeagueStatus,
    format: v.format as LeagueFormat,
    tieBreakers: v.tieBreakers as LeagueTieBreaker[],
    standings: [],
  };
}

@Resolver(() => League)
export class LeagueResolver {
  @Query(() => [League], {
    description: 'Leagues by first night; with a location slug, those of that location (none for an unknown one). Public.',
  })
  async leagues(
    @Arg('location', () => String, { nullable: true, description: 'Location slug, e.g. "tulsa".' }) location: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<League[]> {
    return (await services.leagues.list(location)).map(toLeague);
  }

  @Query(() => League, { nullable: true, description: 'A league by id; null when there is none (a malformed id too). Public.' })
  async league(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<League | null> {
    const v = await services.leagues.find(id);
    return v ? toLeague(v) : null;
  }

  @FieldResolver(() => [LeagueStanding])
  standings(@Root() league: League, @Ctx() { services }: GraphQLContext): Promise<LeagueStanding[]> {
    return services.leagues.standings(league);
  }
}
