import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { User } from './user.entity.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  phone?: string | null;
  preferredLocation?: string | null;
  googleSubject?: string | null;
  isAdmin?: boolean;
  membershipType?: string;
}

/** The one writer of `users` (the demo seed aside). Other modules reach it through UserService. */
export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.repo().findOneBy({ id });
  }

  /** Every admin who can sign in, for alerts (a disputed payment). */
  async adminEmails(): Promise<string[]> {
    const admins = await this.repo().find({
      select: { email: true },
      where: { isAdmin: true, disabledAt: IsNull() },
      order: { email: 'ASC' },
    });
    return admins.map((a) => a.email);
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.repo().findOneBy({ googleSubject: subject });
  }

  /** With the password hash, which is otherwise never selected. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.repo().createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :email', { email }).getOne();
  }

  findByIdWithHash(id: string): Promise<User | null> {
    return this.repo().createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  async insert(data: NewUser, em?: EntityManager): Promise<User> {
    try {
      const saved = await this.repo(em).save(this.repo(em).create(data));
      return await this.repo(em).findOneByOrFail({ id: saved.id });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') {
        throw new AppError('CONFLICT', 'An account with this email already exists. Sign in, or reset your password if you forgot it.', {
          field: 'email',
        });
      }
      throw e;
    }
  }

  async update(
    id: string,
    patch: Partial<
      Pick<User, 'firstName' | 'lastName' | 'phone' | 'preferredLocation' | 'googleSubject' | 'passwordHash' | 'disabledAt' | 'isAdmin'>
    > & { remindersOptedOutAt?: Date | null },
  ): Promise<User> {
    await this.repo().update({ id }, patch);
    return this.repo().findOneByOrFail({ id });
  }

  /** Inside the caller's transaction (a password reset uses its link and sets the password at once). */
  async setPasswordHash(id: string, passwordHash: string, em: EntityManager): Promise<void> {
    await this.repo(em).update({ id }, { passwordHash });
  }

  /** The plan (a membership_plans code) the user is on, in the transaction that starts or ends their membership. */
  async setPlan(id: string, planCode: string, em: EntityManager): Promise<void> {
    await this.repo(em).update({ id }, { membershipType: planCode });
  }

  async gatewayCustomerId(id: string): Promise<string | null> {
    const row = await this.repo().findOne({ select: { id: true, gatewayCustomerId: true }, where: { id } });
    return row?.gatewayCustomerId ?? null;
  }

  /**
   * Sets the gateway customer unless one is set already and answers the one that holds: the first
   * writer wins in one statement, so two tabs adding a card at once share one gateway customer.
   */
  async claimGatewayCustomerId(id: string, customerId: string): Promise<string> {
    const result = await this.repo()
      .createQueryBuilder()
      .update()
      .set({ gatewayCustomerId: () => 'COALESCE(gateway_customer_id, :customerId)' })
      .setParameter('customerId', customerId)
      .where('id = :id', { id })
      .returning('gateway_customer_id')
      .execute();
    return (result.raw as { gateway_customer_id: string }[])[0]!.gateway_customer_id;
  }

  async locationExists(slug: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM locations WHERE slug = $1`, [slug]);
    return rows.length > 0;
  }
}
