import type { DataSource } from 'typeorm';
import { LocationRepository } from './modules/locations/location.repository.js';
import { LocationService } from './modules/locations/location.service.js';

/** Every service, wired once with its explicit dependencies; resolvers and REST routes share them. */
export function createServices(dataSource: DataSource) {
  return {
    locations: new LocationService(new LocationRepository(dataSource)),
  };
}

export type Services = ReturnType<typeof createServices>;
