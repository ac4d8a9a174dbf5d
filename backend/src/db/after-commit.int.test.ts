import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app.js';
import { afterCommit } from './after-commit.js';

describe('afterCommit', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('runs once the outermost transaction commits, not at a savepoint and never after a rollback', async () => {
    const ran: string[] = [];
    await db.dataSource.transaction(async (em) => {
      afterCommit(em, () => ran.push('outer'));
      await em.transaction(async (inner) => afterCommit(inner, () => ran.push('inner')));
      expect(ran).toEqual([]); // the savepoint is released, the transaction still open
    });
    expect(ran).toEqual(['outer', 'inner']);

    await expect(
      db.dataSource.transaction(async (em) => {
        afterCommit(em, () => ran.push('rolled back'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual(['outer', 'inner']);

    afterCommit(db.dataSource.manager, () => ran.push('no transaction'));
    expect(ran).toEqual(['outer', 'inner', 'no transaction']);
  });
});
