import type { Location } from './location.entity.js';
import type { LocationRepository } from './location.repository.js';
import { isValidSlug } from './location.rules.js';

export class LocationService {
  constructor(private readonly locations: LocationRepository) {}

  list(): Promise<Location[]> {
    return this.locations.findAll();
  }

  /** Unknown and malformed slugs both mean "no such location" (the page shows not-found). */
  async bySlug(slug: string): Promise<Location | null> {
    if (!isValidSlug(slug)) return null;
    return this.locations.findBySlug(slug);
  }
}
