import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { MembershipType, User } from './user.entity.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  phone?: string | null;
  preferredLocation?: string | null;
  googleSubject?: string | null;
  isAdmin?: boolean;
  membershipType?: MembershipType;
}

export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.repo().findOneBy({ id });
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
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'phone' | 'preferredLocation' | 'googleSubject' | 'passwordHash' | 'disabledAt'>>,
  ): Promise<User> {
    await this.repo().update({ id }, patch);
    return this.repo().findOneByOrFail({ id });
  }

  async locationExists(slug: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM locations WHERE slug = $1`, [slug]);
    return rows.length > 0;
  }
}
