import { AppError } from '../../shared/app-error.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import type { CardDetails, PaymentGateway } from './gateway.js';
import type { PaymentMethodRepository, PaymentMethodRow } from './payment-method.repository.js';

/** How a customer pays at checkout: a saved card, or a new card (saved to the account if asked). */
export interface PaymentChoice {
  paymentMethodId?: string | null;
  card?: CardDetails | null;
  saveCard?: boolean;
  /** With saveCard: the saved card becomes the default method (the first saved card always does). */
  makeDefault?: boolean;
}

/** A checkout's card, ready to charge; `keepPaid` saves it (when asked) once the charge has gone through. */
export interface PreparedCard {
  token: string;
  keepPaid(): Promise<void>;
}

export class PaymentMethodService {
  constructor(
    private readonly repo: PaymentMethodRepository,
    private readonly gateway: PaymentGateway,
    /** The gateway customer id is kept on the user, and users are written by the users module. */
    private readonly users: Pick<UserService, 'gatewayCustomerId' | 'claimGatewayCustomerId'>,
  ) {}

  list(user: User): Promise<PaymentMethodRow[]> {
    return this.repo.listForUser(user.id);
  }

  /** The gateway customer of a user, created at first need. */
  async customerFor(user: User): Promise<string> {
    return (
      (await this.users.gatewayCustomerId(user.id)) ??
      this.users.claimGatewayCustomerId(user.id, await this.gateway.createCustomer({ userId: user.id, email: user.email }))
    );
  }

  /** Tokenises the card at the gateway and keeps only brand, last four, expiry and the token. */
  async add(user: User, card: CardDetails, makeDefault = false): Promise<PaymentMethodRow> {
    const customerId = await this.customerFor(user);
    const t = await this.gateway.tokenizeCard(customerId, card);
    return this.repo.insert(
      user.id,
      { gatewayToken: t.token, brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear },
      makeDefault,
    );
  }

  async setDefault(user: User, id: string): Promise<PaymentMethodRow[]> {
    await this.owned(user, id);
    await this.repo.setDefault(user.id, id);
    return this.repo.listForUser(user.id);
  }

  async remove(user: User, id: string): Promise<PaymentMethodRow[]> {
    const method = await this.owned(user, id);
    await this.gateway.detachCard(await this.customerFor(user), method.gatewayToken);
    await this.repo.remove(user.id, id);
    return this.repo.listForUser(user.id);
  }

  /**
   * The gateway token to charge, and what to do once it has paid: a new card joins the saved
   * methods (as the default when asked) only after its charge succeeded, so a declined card is
   * never saved. A saved card chosen again becomes the default when asked.
   */
  async prepareCharge(user: User, payment: PaymentChoice): Promise<PreparedCard> {
    if (payment.paymentMethodId) {
      const method = await this.owned(user, payment.paymentMethodId);
      return {
        token: method.gatewayToken,
        keepPaid: async () => {
          if (payment.makeDefault && !method.isDefault) await this.repo.setDefault(user.id, method.id);
        },
      };
    }
    if (!payment.card) throw new AppError('VALIDATION', 'Please choose a saved card or enter a card.', { field: 'payment' });
    const t = await this.gateway.tokenizeCard(await this.customerFor(user), payment.card);
    return {
      token: t.token,
      keepPaid: async () => {
        if (!payment.saveCard) return;
        const card = { gatewayToken: t.token, brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear };
        await this.repo.insert(user.id, card, payment.makeDefault ?? false);
      },
    };
  }

  /** What a renewal charges: the user's default card and their gateway customer, or null without either. */
  async defaultCardFor(userId: string): Promise<{ token: string; customerId: string } | null> {
    const method = await this.repo.defaultForUser(userId);
    const customerId = method ? await this.users.gatewayCustomerId(userId) : null;
    return method && customerId ? { token: method.gatewayToken, customerId } : null;
  }

  /** Someone else's method and a missing one answer alike: not found. */
  async owned(user: User, id: string): Promise<PaymentMethodRow> {
    const method = await this.repo.findForUser(user.id, id);
    if (!method) throw new AppError('NOT_FOUND', 'That payment method was not found.');
    return method;
  }
}
