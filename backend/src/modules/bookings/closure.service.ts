import type { ClosureRepository, ClosureRow, NewClosure } from './closure.repository.js';

/** Closures of a location or a bay: what other modules (the admin tools) use instead of the repository. */
export class ClosureService {
  constructor(private readonly closures: ClosureRepository) {}

  create(c: NewClosure): Promise<string> {
    return this.closures.insert(c);
  }

  /** A location's closures that overlap [from, to), in start order (whole-location ones first). */
  between(locationId: string, from: Date, to: Date): Promise<ClosureRow[]> {
    return this.closures.between(locationId, from, to);
  }

  /** False when there was no such closure. */
  remove(id: string): Promise<boolean> {
    return this.closures.delete(id);
  }
}
