import DataLoader from 'dataloader';
import type { Services } from '../services.js';

/**
 * Batch loaders for per-row field resolvers: a page of rows costs one query per field, not one per
 * row. Built afresh for every request, so nothing cached outlives it or crosses between users.
 */
export function createLoaders(services: Services) {
  return {
    /** Confirmed and completed bookings of a user (the admin users grid's count). */
    bookingCountByUser: new DataLoader<string, number>(async (userIds) => {
      const counts = await services.bookingOperations.bookedCountsByUser(userIds);
      return userIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
