import { toUserJson, type User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';

/** The spec's user (GET /api/user), plus where the membership stands (renews or ends when). */
export async function currentUserJson(services: Services, user: User) {
  const m = await services.memberships.status(user);
  return { ...toUserJson(user), membershipStatus: m.membershipStatus, membershipRenewsAt: m.renewsAt, membershipEndsAt: m.endsAt };
}
