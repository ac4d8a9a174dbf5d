import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PaymentInput } from '../payments/payment.types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { EntryView, LeagueView } from './league.service.js';
import {
  AdminLeagueInput,
  AdminLeaguePage,
  AdminLeagueSheet,
  JoinLeagueInput,
  League,
  LeagueEntry,
  LeagueNightChoice,
  LeagueNightPlan,
  LeagueNightReport,
  LeagueScoreInput,
  LeagueStanding,
  type LeagueEntryStatus,
  type LeagueFormat,
  type LeagueStatus,
  type LeagueTieBreaker,
} from './league.types.js';

function toLeague(v: LeagueView): League {
  return {
    ...v,
    status: v.status as LeagueStatus,
    format: v.format as LeagueFormat,
    tieBreakers: v.tieBreakers as LeagueTieBreaker[],
    standings: [],
  };
}

function toEntry(e: EntryView): LeagueEntry {
  return { ...e, status: e.status as LeagueEntryStatus, league: toLeague(e.league) };
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

  @Query(() => League, {
    nullable: true,
    description: 'A league by id; null when there is none (a malformed id is a VALIDATION error). Public.',
  })
  async league(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<League | null> {
    const v = await services.leagues.find(id);
    return v ? toLeague(v) : null;
  }

  @FieldResolver(() => [LeagueStanding])
  standings(@Root() league: League, @Ctx() { services }: GraphQLContext): Promise<LeagueStanding[]> {
    return services.leagues.standings(league);
  }

  @Authorized()
  @Query(() => LeagueEntry, {
    description: "One of the signed-in player's league entries (the payment and confirmation pages). NOT_FOUND otherwise.",
  })
  async myLeagueEntry(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext): Promise<LeagueEntry> {
    return toEntry(await services.leagues.entryFor(id, req.user!));
  }

  @Authorized()
  @Query(() => [LeagueEntry], {
    description: "The signed-in player's leagues (paid entries, and those withdrawn after paying), the newest first.",
  })
  async myLeagueEntries(@Ctx() { services, req }: GraphQLContext): Promise<LeagueEntry[]> {
    return (await services.leagues.myEntries(req.user!)).map(toEntry);
  }

  @Authorized()
  @Mutation(() => LeagueEntry, {
    description:
      'Takes a place in an open league for 10 minutes at the server price; pay it with payLeagueEntry. CONFLICT "This league is full." ' +
      'when the last place was just taken, or when already in; the same hold back when one is still live.',
  })
  async joinLeague(@Arg('input') input: JoinLeagueInput, @Ctx() { services, req }: GraphQLContext): Promise<LeagueEntry> {
    return toEntry(await services.leagues.join(input.leagueId, req.user!, input, req.ip ?? 'unknown'));
  }

  @Authorized()
  @Mutation(() => LeagueEntry, { description: 'Prices a held entry again with a discount code for leagues, or without one (null).' })
  async setLeagueEntryDiscount(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<LeagueEntry> {
    return toEntry(await services.leagues.setDiscount(entryId, req.user!, code));
  }

  @Authorized()
  @Mutation(() => LeagueEntry, {
    description:
      'Pays a held entry with a saved or new card. A retry with the same idempotency key charges once; a declined card charges and ' +
      'saves nothing (PAYMENT_FAILED), and the place stays held for another card until its hold ends.',
  })
  async payLeagueEntry(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('payment') payment: PaymentInput,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<LeagueEntry> {
    return toEntry(await services.leagues.pay(entryId, req.user!, payment, idempotencyKey));
  }

  @Authorized()
  @Mutation(() => LeagueEntry, { description: 'Leaves a league: a full refund before the first night starts, none after.' })
  async withdrawFromLeague(@Arg('entryId', () => ID) entryId: string, @Ctx() { services, req }: GraphQLContext): Promise<LeagueEntry> {
    return toEntry(await services.leagues.withdraw(entryId, req.user!));
  }

  @Authorized('ADMIN')
  @Query(() => [LeagueNightPlan], { description: "Every night's bays: booked, free, or in conflict (named by reference). Admins only." })
  adminLeagueBookingPreview(@Arg('leagueId', () => ID) leagueId: string, @Ctx() { services }: GraphQLContext): Promise<LeagueNightPlan[]> {
    return services.leagues.bookingPreview(leagueId);
  }

  @Authorized('ADMIN')
  @Mutation(() => [LeagueNightReport], {
    description:
      'Books the chosen bays night by night (each night all or none, never over a customer booking); running it again adds nothing.',
  })
  commitLeagueBookings(
    @Arg('leagueId', () => ID) leagueId: string,
    @Arg('nights', () => [LeagueNightChoice]) nights: LeagueNightChoice[],
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<LeagueNightReport[]> {
    return services.leagues.commitBookings(leagueId, nights, req.user!);
  }

  @Authorized('ADMIN')
  @Mutation(() => [LeagueStanding], {
    description:
      'Records rounds and removals (all or none: VALIDATION names the first bad cell, player and night, in the message and as ' +
      'extensions nightId and entryId, and why) and answers the standings. Audited.',
  })
  enterLeagueScores(
    @Arg('leagueId', () => ID) leagueId: string,
    @Arg('scores', () => [LeagueScoreInput]) scores: LeagueScoreInput[],
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<LeagueStanding[]> {
    return services.leagues.enterScores(leagueId, scores, req.user!);
  }

  @Authorized('ADMIN')
  @Query(() => AdminLeagueSheet, {
    description: "A league's entries (with payment state) and rounds. NOT_FOUND for an unknown id. Admins only.",
  })
  async adminLeagueSheet(@Arg('leagueId', () => ID) leagueId: string, @Ctx() { services }: GraphQLContext): Promise<AdminLeagueSheet> {
    const sheet = await services.leagues.sheet(leagueId);
    return {
      league: toLeague(sheet.league),
      entries: sheet.entries.map((e) => ({ ...e, email: e.userEmail, status: e.status as LeagueEntryStatus })),
      scores: sheet.scores,
    };
  }

  @Authorized('ADMIN')
  @Query(() => AdminLeaguePage, {
    description: 'Leagues for /admin/league-management: filtered, sorted and paged on the server. Admins only.',
  })
  async adminLeagues(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of the name or description.' }) search?: string,
    @Arg('status', () => String, { nullable: true, description: 'open, full, in_progress or done.' }) status?: string,
    @Arg('location', () => String, { nullable: true, description: 'Location slug.' }) location?: string,
    @Arg('sort', () => String, { nullable: true, description: 'name, firstNight, location, status, capacity, entryFeeCents' })
    sort?: string,
    @Arg('direction', () => String, { nullable: true }) direction?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ): Promise<AdminLeaguePage> {
    const result = await services.leagues.adminList({ search, status, location }, sort, direction, page, pageSize);
    return {
      total: result.total,
      rows: result.rows.map((v) => ({
        id: v.id,
        league: toLeague(v),
        paidEntries: v.paidEntries,
        closedAt: v.row.closedAt,
        unbookedNights: v.unbookedNights,
      })),
    };
  }

  @Authorized('ADMIN')
  @Mutation(() => League, { description: 'A new league, open for sign-up. VALIDATION (with the field) for a wrong value. Audited.' })
  async adminCreateLeague(@Arg('input') input: AdminLeagueInput, @Ctx() { services, req }: GraphQLContext): Promise<League> {
    return toLeague(await services.leagues.create(req.user!, input));
  }

  @Authorized('ADMIN')
  @Mutation(() => League, {
    description: 'Edits a league; the season is fixed once players join or bays are reserved (VALIDATION says why). Audited.',
  })
  async adminUpdateLeague(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: AdminLeagueInput,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<League> {
    return toLeague(await services.leagues.update(req.user!, id, input));
  }

  @Authorized('ADMIN')
  @Mutation(() => League, {
    description: 'Closes a league (done at once, never deleted); before the first night every paid entry is refunded in full. Audited.',
  })
  async adminCloseLeague(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext): Promise<League> {
    return toLeague(await services.leagues.close(req.user!, id));
  }
}

/** What a player sees of their own entry: their standing and what withdrawing would refund now. */
@Resolver(() => LeagueEntry)
export class LeagueEntryResolver {
  @FieldResolver(() => LeagueStanding, { nullable: true, description: "The entry's row in the standings; null when not in the league." })
  standing(@Root() entry: LeagueEntry, @Ctx() { services }: GraphQLContext): Promise<LeagueStanding | null> {
    return services.leagues.standingOf(entry);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'What withdrawing now refunds, in cents (all of it before the first night, nothing after); null when not in the league.',
  })
  withdrawalRefundCents(@Root() entry: LeagueEntry, @Ctx() { services }: GraphQLContext): number | null {
    return services.leagues.withdrawalRefund(entry);
  }
}
