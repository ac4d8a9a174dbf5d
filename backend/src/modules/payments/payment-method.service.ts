import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import type { PaymentMethodRepository, PaymentMethodRow } from './payment-method.repository.js';
import { cardOf, idOf, PaymentDeclinedError, type Processor } from './processor.js';

/**
 * How a customer pays at checkout: a new card as the processor's confirmation token (made by its
 * card fields in the browser), or a saved card; saved for next time (the default too, if asked).
 */
export interface PaymentChoice {
  confirmationToken?: string | null;
  paymentMethodId?: string | null;
  saveCard?: boolean;
  /** With saveCard: the saved card becomes the default method (the first saved card always does). */
  makeDefault?: boolean;
}

const KEY = /^[A-Za-z0-9_-]{8,80}$/;
const TOKEN = /^[A-Za-z0-9_]{4,200}$/;

/** The choice checked at the edge: one way to pay, and only the processor's references. */
export function checkChoice(payment: PaymentChoice | null | undefined): PaymentChoice {
  const token = payment?.confirmationToken?.trim() || null;
  const saved = payment?.paymentMethodId?.trim() || null;
  if (!token === !saved)
    throw new AppError(
      'VALIDATION',
      token ? 'Please pay with either a saved card or a new card, not both.' : 'Please choose a saved card or enter a card.',
      {
        field: 'payment',
      },
    );
  if (token && !TOKEN.test(token))
    throw new AppError('VALIDATION', 'Those card details are not valid. Please enter the card again.', { field: 'payment' });
  return { ...payment, confirmationToken: token, paymentMethodId: saved };
}

/** Saved cards: listed from our table (brand, last four, expiry and the processor's id), added and removed at the processor. */
export class PaymentMethodService {
  constructor(
    private readonly repo: PaymentMethodRepository,
    private readonly processor: Processor,
    /** The processor's customer id is kept on the user, and users are written by the users module. */
    private readonly users: Pick<UserService, 'gatewayCustomerId' | 'claimGatewayCustomerId'>,
  ) {}

  list(user: User): Promise<PaymentMethodRow[]> {
    return this.repo.listForUser(user.id);
  }

  /** The processor's customer of a user, created at first need. */
  async customerFor(user: Pick<User, 'id' | 'email' | 'name'>): Promise<string> {
    return (
      (await this.users.gatewayCustomerId(user.id)) ??
      this.users.claimGatewayCustomerId(user.id, await this.processor.createCustomer({ id: user.id, email: user.email, name: user.name }))
    );
  }

  /**
   * Saves a card for later: a SetupIntent confirmed on the server with the browser's confirmation
   * token. The bank may want the card holder to confirm (PAYMENT_ACTION_REQUIRED with the setup's
   * client secret); the browser then sends the same key again. A refused card saves nothing.
   */
  async add(user: User, confirmationToken: string, idempotencyKey: string, makeDefault = false): Promise<PaymentMethodRow> {
    if (!KEY.test(idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'Adding a card needs an idempotency key.', { field: 'idempotencyKey' });
    const token = checkChoice({ confirmationToken }).confirmationToken!;
    const customer = await this.customerFor(user);
    let setup: Stripe.SetupIntent = await this.processor.createSetup(customer, token, `setup:${user.id}:${idempotencyKey}`, {
      user: user.id,
    });
    // A retried call replays the creation: read the setup as it is now (the bank may have confirmed it since).
    if (setup.status !== 'succeeded') setup = await this.processor.retrieveSetup(setup.id);
    if (setup.status === 'requires_action' && setup.client_secret)
      throw new AppError('PAYMENT_ACTION_REQUIRED', 'Your bank wants to confirm this card.', { clientSecret: setup.client_secret });
    if (setup.status !== 'succeeded') {
      const error = setup.last_setup_error;
      throw new PaymentDeclinedError(
        error?.code === 'setup_intent_authentication_failure'
          ? "Your bank couldn't confirm this card. Please try again or use another card."
          : 'That card could not be saved. Please use another card.',
        error?.decline_code ?? error?.code ?? 'setup_failed',
        setup.id,
      );
    }
    const saved = await this.keep(user.id, setup.payment_method, makeDefault);
    if (!saved) throw new AppError('CONFLICT', 'That card could not be saved. Please try again.');
    return saved;
  }

  /**
   * Keeps a card that has paid (or was set up) under the customer's saved methods; the same card
   * kept twice stays one. Null when the processor gave no card.
   */
  async keep(
    userId: string,
    pm: string | Stripe.PaymentMethod | null,
    makeDefault: boolean,
    em?: EntityManager,
  ): Promise<PaymentMethodRow | null> {
    const card = cardOf(pm);
    const id = idOf(pm);
    if (!card || !id) return null;
    const row = await this.repo.insert(userId, { gatewayToken: id, ...card }, makeDefault, em);
    // The processor's own record of the default follows (after the caller's commit when it has a transaction).
    if (row.isDefault && !em) await this.syncDefault(userId, row);
    return row;
  }

  /** The processor's customer names the default card too (its own invoices and dashboard show it); best effort. */
  async syncDefault(userId: string, method: Pick<PaymentMethodRow, 'gatewayToken'>): Promise<void> {
    const customer = await this.users.gatewayCustomerId(userId);
    if (customer) await this.processor.setDefaultCard(customer, method.gatewayToken).catch(() => undefined);
  }

  async setDefault(user: User, id: string): Promise<PaymentMethodRow[]> {
    const method = await this.owned(user, id);
    await this.repo.setDefault(user.id, id);
    await this.syncDefault(user.id, method);
    return this.repo.listForUser(user.id);
  }

  async remove(user: User, id: string): Promise<PaymentMethodRow[]> {
    const method = await this.owned(user, id);
    await this.processor.detach(method.gatewayToken);
    await this.repo.remove(user.id, id);
    return this.repo.listForUser(user.id);
  }

  /** What a renewal charges: the user's default card and their processor customer, or null without either. */
  async defaultCardFor(userId: string): Promise<{ paymentMethod: string; customerId: string } | null> {
    const method = await this.repo.defaultForUser(userId);
    const customerId = method ? await this.users.gatewayCustomerId(userId) : null;
    return method && customerId ? { paymentMethod: method.gatewayToken, customerId } : null;
  }

  /** Someone else's method and a missing one answer alike: not found. */
  async owned(user: Pick<User, 'id'>, id: string): Promise<PaymentMethodRow> {
    const method = await this.repo.findForUser(user.id, id);
    if (!method) throw new AppError('NOT_FOUND', 'That payment method was not found.');
    return method;
  }
}
