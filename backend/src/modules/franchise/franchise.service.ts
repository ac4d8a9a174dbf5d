import type { Logger } from '../../shared/logger.js';
import { retryMessage, type ThrottleService } from '../auth/throttle.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { FranchiseRepository } from './franchise.repository.js';
import { franchiseInquiryInput } from '@fairway/shared';
import { parseInput } from '../../shared/validation.js';

const HOUR = 3600_000;

export class FranchiseService {
  constructor(
    private readonly repo: FranchiseRepository,
    private readonly throttle: ThrottleService,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Stores the inquiry, then e-mails every admin (after answering: a slow mail server never loses an inquiry). */
  async submit(input: unknown, address: string): Promise<void> {
    const parsed = parseInput(franchiseInquiryInput, input);
    const inquiry = { ...parsed, phone: parsed.phone || null };
    const limits = [{ scope: 'franchise-address', subject: address, max: 5, windowMs: HOUR }];
    await this.throttle.consume(limits, retryMessage('We have received several inquiries from you already.'));
    const id = await this.repo.insert(inquiry);
    const admins = await this.repo.adminEmails();
    if (admins.length === 0) {
      this.logger.warn({ inquiryId: id }, 'franchise inquiry stored, but there is no admin to e-mail');
      return;
    }
    const text = [
      `A franchise inquiry came in from the website.`,
      '',
      `Name:    ${inquiry.name}`,
      `E-mail:  ${inquiry.email}`,
      `Phone:   ${inquiry.phone ?? '(not given)'}`,
      `Market:  ${inquiry.market}`,
      '',
      inquiry.message,
    ].join('\n');
    for (const to of admins) {
      void this.mailer
        .send({ to, subject: `Franchise inquiry: ${inquiry.market} (${inquiry.name})`, text })
        .catch((err) => this.logger.error({ err, inquiryId: id }, 'franchise inquiry e-mail failed'));
    }
  }
}
