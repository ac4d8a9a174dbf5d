import { discountCodeInput, discountMessages, PURCHASE_KINDS, PURCHASE_KIND_LABELS } from '@fairway/shared';
import type { Writable } from 'node:stream';
import { AppError } from '../../shared/app-error.js';
import { parseInput } from '../../shared/validation.js';
import type { LocationService } from '../locations/location.service.js';
import type { User } from '../users/user.entity.js';
import type { DiscountCode } from './discount.entity.js';
import { csvLine, type DiscountListFilter, type DiscountRepository } from './discount.repository.js';
import { codeWindow, discountStatus, type PurchaseKind } from './discount.rules.js';

/** Who changed what: the admin module's audit log, reached through this narrow port. */
export interface AuditTrail {
  record(actorUserId: string, action: string, targetType: string, targetId: string | null, details?: object): Promise<void>;
}

const STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
const NOT_FOUND = 'That discount code was not found.';

function page(pageIndex: number | null | undefined, pageSize: number | null | undefined) {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? 25), 1), 100);
  const index = Math.max(Math.trunc(pageIndex ?? 0), 0);
  return { limit: size, offset: index * size };
}

/**
 * The admin's discount tools (/admin/manage-discounts): list, create, edit, deactivate, and each
 * code's redemptions, with CSV exports. A code is never deleted: one that was used keeps its
 * history, so it is deactivated instead. Callers check that the user is an admin; every change is audited.
 */
export class DiscountAdminService {
  constructor(
    private readonly deps: {
      repo: DiscountRepository;
      locations: LocationService;
      audit: AuditTrail;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private checkFilter(f: DiscountListFilter) {
    if (f.appliesTo && !(PURCHASE_KINDS as readonly string[]).includes(f.appliesTo))
      throw new AppError('VALIDATION', 'Unknown kind of purchase.', { field: 'appliesTo' });
    if (f.status && !(STATUSES as readonly string[]).includes(f.status))
      throw new AppError('VALIDATION', 'Unknown code status.', { field: 'status' });
  }

  /** One page of codes, with each one's state now and released redemptions. */
  async list(
    f: DiscountListFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    pageIndex?: number | null,
    pageSize?: number | null,
  ) {
    this.checkFilter(f);
    const now = this.now();
    const result = await this.deps.repo.list(f, sort, dir, { ...page(pageIndex, pageSize), now });
    if (!result) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
    const released = await this.deps.repo.releasedCounts(result.rows.map((r) => r.id));
    return { rows: result.rows.map((r) => this.view(r, now, released.get(r.id) ?? 0)), total: result.total };
  }

  private view(c: DiscountCode, now: Date, releasedCount: number) {
    return { ...c, code: c.code.toUpperCase(), status: discountStatus(c, now), releasedCount };
  }

  async get(id: string) {
    const c = await this.find(id);
    return this.view(c, this.now(), (await this.deps.repo.releasedCounts([c.id])).get(c.id) ?? 0);
  }

  private async find(id: string): Promise<DiscountCode> {
    const c = /^[0-9a-f-]{36}$/i.test(id) ? await this.deps.repo.findById(id) : null;
    if (!c) throw new AppError('NOT_FOUND', NOT_FOUND);
    return c;
  }

  /** The stored values of an input: the instants from the dates (discount.rules codeWindow), the unused amount cleared. */
  private async values(input: unknown, exceptId: string | null): Promise<Partial<DiscountCode>> {
    const v = parseInput(discountCodeInput, input);
    if (await this.deps.repo.codeTaken(v.code, exceptId)) throw new AppError('VALIDATION', discountMessages.codeTaken, { field: 'code' });
    const zones = [...new Set((await this.deps.locations.list()).map((l) => l.timeZone))];
    return {
      code: v.code,
      description: v.description,
      kind: v.kind,
      percent: v.kind === 'percent' ? v.percent : null,
      amountCents: v.kind === 'fixed' ? v.amountCents : null,
      appliesTo: v.appliesTo as PurchaseKind[],
      startsOn: v.startsOn,
      endsOn: v.endsOn,
      ...codeWindow({ startsOn: v.startsOn, endsOn: v.endsOn }, zones),
      maxRedemptions: v.maxRedemptions,
      perUserLimit: v.perUserLimit,
      active: v.active,
    };
  }

  async create(admin: User, input: unknown) {
    const values = await this.values(input, null);
    const id = await this.unique(() => this.deps.repo.insert(values));
    await this.deps.audit.record(admin.id, 'discount.create', 'discount_code', id, { code: values.code });
    return this.get(id);
  }

  /**
   * Edits a code. A limit may go below what was already redeemed (the code is then used up, and
   * nothing already redeemed is taken back); a new amount applies to checkouts from now on.
   */
  async update(admin: User, id: string, input: unknown) {
    await this.find(id);
    const values = await this.values(input, id);
    await this.unique(() => this.deps.repo.update(id, values));
    await this.deps.audit.record(admin.id, 'discount.update', 'discount_code', id, { code: values.code });
    return this.get(id);
  }

  /** Deactivates (or reactivates) a code: never a delete, so its redemptions keep their history. */
  async setActive(admin: User, id: string, active: boolean) {
    const c = await this.find(id);
    await this.deps.repo.update(id, { active });
    await this.deps.audit.record(admin.id, active ? 'discount.activate' : 'discount.deactivate', 'discount_code', id, { code: c.code });
    return this.get(id);
  }

  /** Two admins saving the same new code at once: the unique index decides, and the loser hears why. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new AppError('VALIDATION', discountMessages.codeTaken, { field: 'code' });
      throw e;
    }
  }

  async redemptions(id: string, pageIndex?: number | null, pageSize?: number | null) {
    await this.find(id);
    const { limit, offset } = page(pageIndex, pageSize);
    return this.deps.repo.redemptionsOf(id, limit, offset);
  }

  /** The filtered codes as CSV, in the grid's order. */
  async exportCodes(f: DiscountListFilter, sort: string | null | undefined, dir: string | null | undefined, out: Writable) {
    this.checkFilter(f);
    const now = this.now();
    const rows = await this.deps.repo.listAll(f, sort, dir, now);
    if (!rows) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
    out.write(
      csvLine([
        'Code',
        'Description',
        'Kind',
        'Percent',
        'Amount (USD)',
        'Applies to',
        'First day',
        'Last day',
        'Total limit',
        'Per-customer limit',
        'Redeemed',
        'Status',
        'Created at',
      ]),
    );
    for (const c of rows) {
      out.write(
        csvLine([
          c.code.toUpperCase(),
          c.description,
          c.kind,
          c.percent,
          c.amountCents === null ? null : (c.amountCents / 100).toFixed(2),
          c.appliesTo.map((k) => PURCHASE_KIND_LABELS[k]).join('; '),
          c.startsOn,
          c.endsOn,
          c.maxRedemptions,
          c.perUserLimit,
          c.redeemedCount,
          discountStatus(c, now),
          c.createdAt,
        ]),
      );
    }
  }

  /** A code's redemptions as CSV, newest first; the file is named after the code. */
  async exportRedemptions(id: string, out: Writable): Promise<void> {
    const { rows } = await this.deps.repo.redemptionsOf(id, null);
    out.write(csvLine(['Redeemed at', 'Customer', 'Email', 'Purchase', 'Purchase id', 'Amount off (USD)', 'Given back at']));
    for (const r of rows) {
      out.write(
        csvLine([
          r.createdAt,
          r.customerName,
          r.customerEmail,
          PURCHASE_KIND_LABELS[r.purchaseKind],
          r.purchaseId,
          (r.amountCents / 100).toFixed(2),
          r.releasedAt,
        ]),
      );
    }
  }

  /** The code's name for a download's file name (404 for an unknown code, before the first byte). */
  async codeName(id: string): Promise<string> {
    return (await this.find(id)).code.toUpperCase();
  }
}
