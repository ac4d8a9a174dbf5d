import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { Location } from './location.entity.js';

export class LocationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Locations with their active bays and opening hours, in one query. */
  private withDetails(): SelectQueryBuilder<Location> {
    return this.dataSource
      .getRepository(Location)
      .createQueryBuilder('location')
      .leftJoinAndSelect('location.bays', 'bay', 'bay.active')
      .leftJoinAndSelect('location.openingHours', 'hours')
      .orderBy('location.name', 'ASC')
      .addOrderBy('bay.number', 'ASC')
      .addOrderBy('hours.weekday', 'ASC');
  }

  findAll(): Promise<Location[]> {
    return this.withDetails().getMany();
  }

  findBySlug(slug: string): Promise<Location | null> {
    return this.withDetails().where('location.slug = :slug', { slug }).getOne();
  }
}
