import { usePlans, type Plan } from '../../../lib/plans';

export type { Plan };

/** The plans on offer, as the server prices them (lib/plans: every feature reads the same query). */
export const useMembershipPlans = usePlans;
