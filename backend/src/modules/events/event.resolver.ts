import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentInput } from '../payments/payment.types.js';
import type { EventView } from './event.service.js';
import { paymentState, refundPolicyText, spotsLeft } from './event.rules.js';
import {
  AdminEventPage,
  AdminEventRegistration,
  AdminWaitlistEntry,
  Event,
  EventBayPreviewRow,
  EventCancellation,
  EventInputType,
  EventQuote,
  EventRegistration,
  EventViewer,
} from './event.types.js';

/** A registration as the resolvers hand it over: its event is completed by Event's field resolvers. */
type RegistrationView = Omit<EventRegistration, 'event'> & { event: EventView };

@Resolver(() => Event)
export class EventResolver {
  @Query(() => [Event], { description: 'Upcoming events (not ended, not cancelled) by start. Public.' })
  events(
    @Arg('location', () => String, { nullable: true, description: 'Location slug, e.g. "tulsa"; an unknown one gives none.' })
    location: string | null,
    @Arg('from', () => String, { nullable: true, description: 'Events ending after this ISO date or date-time (default: now).' })
    from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Events starting before this ISO date or date-time.' }) to: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<EventView[]> {
    return services.events.list({ location, from, to });
  }

  @Query(() => Event, { nullable: true, description: 'One event by id (cancelled ones too); null when there is none. Public.' })
  event(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<EventView | null> {
    return services.events.get(id);
  }

  @FieldResolver(() => Int)
  spotsLeft(@Root() e: EventView): number {
    return spotsLeft(e);
  }

  @FieldResolver(() => String)
  refundPolicy(@Root() e: EventView): string {
    return refundPolicyText(e.priceCents);
  }

  @FieldResolver(() => EventViewer, { nullable: true, description: "The signed-in viewer's standing; null when signed out." })
  async viewer(@Root() e: EventView, @Ctx() { services, req }: GraphQLContext): Promise<EventViewer | null> {
    if (!req.user) return null;
    const s = await services.events.viewerState(e.id, req.user);
    return {
      registrationId: s.registration?.id ?? null,
      onWaitlist: s.onWaitlist,
      waitlistPlace: s.waitingPlace,
      offerExpiresAt: s.offerExpiresAt,
      canJoinMemberEvents: s.canJoinMemberEvents,
    };
  }

  @Authorized()
  @Query(() => EventQuote, { description: 'The price of a spot with an optional discount code (VALIDATION on discountCode if refused).' })
  async eventQuote(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('discountCode', () => String, { nullable: true }) discountCode: string | null,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<EventQuote> {
    const event = await services.events.get(eventId);
    const quote = await services.events.quote(eventId, req.user!, discountCode);
    return { ...quote, refundPolicy: refundPolicyText(event?.priceCents ?? 0) };
  }

  @Authorized()
  @Query(() => [EventRegistration], { description: "The signed-in user's event registrations, newest event first." })
  async myEventRegistrations(@Ctx() { services, req }: GraphQLContext): Promise<RegistrationView[]> {
    return services.events.myRegistrations(req.user!);
  }

  @Authorized()
  @Mutation(() => EventRegistration, {
    description:
      'Registers the signed-in user (or claims their open waitlist offer). Free events need no payment; paid ones charge the card ' +
      'once per idempotency key. FORBIDDEN for a member-only event without Birdie; CONFLICT when full, started or cancelled.',
  })
  async registerForEvent(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Arg('payment', () => PaymentInput, { nullable: true }) payment: PaymentInput | null,
    @Arg('discountCode', () => String, { nullable: true }) discountCode: string | null,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<RegistrationView> {
    const r = await services.events.register(req.user!, eventId, { payment, discountCode, idempotencyKey }, req.ip ?? 'unknown');
    return { ...r, event: (await services.events.get(r.eventId))! };
  }

  @Authorized()
  @Mutation(() => EventRegistration, { description: 'Cancels your registration; refunded in full up to 48 hours before the start.' })
  async cancelEventRegistration(
    @Arg('registrationId', () => ID) registrationId: string,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<RegistrationView> {
    const r = await services.events.cancelRegistration(req.user!, registrationId);
    return { ...r, event: (await services.events.get(r.eventId))! };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Joins a full event’s waitlist (same eligibility as registering).' })
  async joinEventWaitlist(@Arg('eventId', () => ID) eventId: string, @Ctx() { services, req }: GraphQLContext): Promise<boolean> {
    await services.events.joinWaitlist(req.user!, eventId, req.ip ?? 'unknown');
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Leaves the waitlist; an open offer declined this way passes to the next in line.' })
  leaveEventWaitlist(@Arg('eventId', () => ID) eventId: string, @Ctx() { services, req }: GraphQLContext): Promise<boolean> {
    return services.events.leaveWaitlist(req.user!, eventId);
  }

  @Authorized('ADMIN')
  @Query(() => [Event], { description: 'Every event from a month ago on, cancelled ones too, by start. Admins only.' })
  adminEvents(@Ctx() { services }: GraphQLContext): Promise<EventView[]> {
    return services.events.adminList();
  }

  @Authorized('ADMIN')
  @Query(() => AdminEventPage, { description: 'Events for the admin grid: filtered, sorted and paged on the server. Admins only.' })
  adminEventsPage(
    @Ctx() { services }: GraphQLContext,
    @Arg('location', () => String, { nullable: true, description: 'Location slug.' }) location: string | null,
    @Arg('status', () => String, { nullable: true, description: 'scheduled or cancelled.' }) status: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Words of the title.' }) search: string | null,
    @Arg('sort', () => String, {
      nullable: true,
      description: 'startsAt (default), title, location, priceCents, taken, waitlistLength, status.',
    })
    sort: string | null,
    @Arg('direction', () => String, { nullable: true, description: 'asc (default) or desc.' }) direction: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'From 0.' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '1 to 1000 (default 25).' }) pageSize: number | null,
  ): Promise<{ rows: EventView[]; total: number }> {
    return services.events.adminPage({ location, status, search, sort, direction, page, pageSize });
  }

  @Authorized('ADMIN')
  @Mutation(() => Event, { description: 'Creates an event. Admins only.' })
  adminCreateEvent(@Arg('input') input: EventInputType, @Ctx() { services, req }: GraphQLContext): Promise<EventView> {
    return services.events.create(input, req.user!);
  }

  @Authorized('ADMIN')
  @Query(() => [EventBayPreviewRow], {
    description: 'The bays an event as written would take, each free, taken or closed, before saving. Admins only.',
  })
  adminEventBayPreview(
    @Arg('input') input: EventInputType,
    @Arg('eventId', () => ID, { nullable: true, description: 'The event being edited: its own bays are not in its way.' })
    eventId: string | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.events.previewBays(input, eventId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Event, { description: 'Edits a scheduled event (the capacity never below the spots taken). Admins only.' })
  adminUpdateEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: EventInputType,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<EventView> {
    return services.events.update(id, input, req.user!);
  }

  @Authorized('ADMIN')
  @Mutation(() => EventCancellation, {
    description: 'Cancels an event: every registration is cancelled, refunded once in full and told by e-mail. Admins only.',
  })
  adminCancelEvent(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext): Promise<EventCancellation> {
    return services.events.cancelEvent(id, req.user!);
  }

  @Authorized('ADMIN')
  @Query(() => [AdminEventRegistration], { description: "An event's registrations, oldest first, with their payment state. Admins only." })
  async adminEventRegistrations(@Arg('eventId', () => ID) eventId: string, @Ctx() { services }: GraphQLContext) {
    const rows = await services.events.registrationsForAdmin(eventId);
    return rows.map((r) => ({ ...r, paymentState: paymentState(r) }));
  }

  @Authorized('ADMIN')
  @Query(() => [AdminWaitlistEntry], { description: "An event's waitlist in line order. Admins only." })
  adminEventWaitlist(@Arg('eventId', () => ID) eventId: string, @Ctx() { services }: GraphQLContext) {
    return services.events.waitlistForAdmin(eventId);
  }
}
