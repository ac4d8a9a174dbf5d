import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import type { RecipientRow, RunSummary } from './reminder.repository.js';
import { timeOfMinute } from './reminder.rules.js';
import type { ReminderView } from './reminder.service.js';

@ObjectType({ description: 'One sending of a weekly reminder, with its recipients counted by outcome.' })
class WeeklyReminderRun {
  @Field(() => ID) id: string;
  @Field(() => ID) reminderId: string;
  @Field({ description: "The reminder week in the venue's zone, ISO ('2026-W48'): each person gets a reminder once per week." })
  weekKey: string;
  @Field({ description: 'schedule or manual ("send now").' }) trigger: string;
  @Field() subject: string;
  @Field() startedAt: Date;
  @Field(() => Int) recipientCount: number;
  @Field(() => Int) sent: number;
  @Field(() => Int, { description: 'Failed for good, or waiting for a retry.' }) failed: number;
  @Field(() => Int) pending: number;
  @Field(() => Int, { description: 'Unsubscribed or disabled between the start of the run and their turn.' }) skipped: number;
}

@ObjectType({ description: 'A weekly reminder e-mail (admins only).' })
class WeeklyReminderView {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'all_users, birdie_members, league_players or upcoming_bookings.' }) audience: string;
  @Field(() => ID, { nullable: true }) leagueId: string | null;
  @Field(() => ID, { description: 'The location whose clock the reminder follows.' }) locationId: string;
  @Field() locationName: string;
  @Field() timeZone: string;
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }) weekday: number;
  @Field({ description: "Local time 'HH:mm' in timeZone." }) time: string;
  @Field() subject: string;
  @Field() body: string;
  @Field() active: boolean;
  @Field(() => Date, { nullable: true, description: 'Null while paused.' }) nextRunAt: Date | null;
  @Field(() => WeeklyReminderRun, { nullable: true }) lastRun: RunSummary | null;
}

@ObjectType()
class WeeklyReminderRecipient {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field() name: string;
  @Field() email: string;
  @Field({ description: 'pending, sending, sent, failed or skipped.' }) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true, description: 'When a failed send is tried again; null once given up.' })
  nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
}

@ObjectType({ description: "One person's placeholder values: the editor renders its live preview with them." })
class ReminderPreviewValues {
  @Field() email: string;
  @Field() firstName: string;
  @Field() location: string;
  @Field() nextBooking: string;
}

@InputType()
class WeeklyReminderInput {
  @Field() name: string;
  @Field() audience: string;
  @Field(() => ID, { nullable: true }) leagueId?: string | null;
  @Field(() => ID) locationId: string;
  @Field(() => Int) weekday: number;
  @Field({ description: "'HH:mm', local to the location." }) time: string;
  @Field() subject: string;
  @Field() body: string;
  @Field({ nullable: true }) active?: boolean;
}

function view(r: ReminderView): WeeklyReminderView {
  return Object.assign(new WeeklyReminderView(), r, { time: timeOfMinute(r.minuteOfDay) });
}

/** Thin: every rule is in ReminderService. */
@Resolver()
export class ReminderResolver {
  @Authorized('ADMIN')
  @Query(() => [WeeklyReminderView], { description: 'Every weekly reminder: active ones by next run first, then paused ones.' })
  async adminWeeklyReminders(@Ctx() { services }: GraphQLContext): Promise<WeeklyReminderView[]> {
    return (await services.reminders.list()).map(view);
  }

  @Authorized('ADMIN')
  @Query(() => [WeeklyReminderRun], { description: "The send log, newest first (the last 50): one reminder's, or all." })
  adminWeeklyReminderRuns(
    @Arg('reminderId', () => ID, { nullable: true }) reminderId: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<RunSummary[]> {
    return services.reminders.runs(reminderId);
  }

  @Authorized('ADMIN')
  @Query(() => [WeeklyReminderRecipient], { description: "A run's recipients, failures first." })
  adminWeeklyReminderRecipients(@Arg('runId', () => ID) runId: string, @Ctx() { services }: GraphQLContext): Promise<RecipientRow[]> {
    return services.reminders.recipients(runId);
  }

  @Authorized('ADMIN')
  @Query(() => ReminderPreviewValues)
  adminReminderPreviewValues(
    @Arg('userId', () => ID) userId: string,
    @Arg('locationId', () => ID) locationId: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ReminderPreviewValues> {
    return services.reminders.previewValues(userId, locationId);
  }

  @Authorized('ADMIN')
  @Mutation(() => WeeklyReminderView)
  async createWeeklyReminder(@Arg('input') input: WeeklyReminderInput, @Ctx() { services }: GraphQLContext): Promise<WeeklyReminderView> {
    return view(await services.reminders.create({ ...input }));
  }

  @Authorized('ADMIN')
  @Mutation(() => WeeklyReminderView, { description: 'Saving recomputes the next run from now.' })
  async updateWeeklyReminder(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: WeeklyReminderInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<WeeklyReminderView> {
    return view(await services.reminders.update(id, { ...input }));
  }

  @Authorized('ADMIN')
  @Mutation(() => WeeklyReminderView, { description: 'Pause (no next run) or resume (the next occurrence from now).' })
  async setWeeklyReminderActive(
    @Arg('id', () => ID) id: string,
    @Arg('active') active: boolean,
    @Ctx() { services }: GraphQLContext,
  ): Promise<WeeklyReminderView> {
    return view(await services.reminders.setActive(id, active));
  }

  @Authorized('ADMIN')
  @Mutation(() => WeeklyReminderRun, { description: "This week's run now; nobody gets the same week's reminder twice." })
  sendWeeklyReminderNow(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext): Promise<RunSummary> {
    return services.reminders.sendNow(id, req.user ?? null);
  }

  @Authorized()
  @Mutation(() => User, { description: 'Weekly reminder e-mails on or off for the signed-in user (transactional mail is unaffected).' })
  setWeeklyReminders(@Arg('subscribed') subscribed: boolean, @Ctx() { services, req }: GraphQLContext): Promise<User> {
    return services.users.setRemindersOptOut(req.user!.id, !subscribed);
  }
}
