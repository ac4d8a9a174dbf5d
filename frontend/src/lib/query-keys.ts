/** The react-query key of the current user: the spec's GET /api/user (section 7). */
export const CURRENT_USER_KEY = ['/api/user'] as const;
