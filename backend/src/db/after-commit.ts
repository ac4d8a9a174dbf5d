import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

type Callback = () => void;
const KEY = 'afterCommit';

/**
 * Runs `fn` once the transaction `em` works in has committed, never if it rolls back; at once when `em` is
 * not in a transaction. For what must only follow a committed change: a count in /metrics, say.
 */
export function afterCommit(em: EntityManager, fn: Callback): void {
  const runner = em.queryRunner;
  if (!runner?.isTransactionActive) return fn();
  ((runner.data[KEY] ??= []) as Callback[]).push(fn);
}

/** Runs afterCommit's callbacks when the outermost transaction commits (a savepoint's release is not yet a commit). */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const callbacks = (queryRunner.data[KEY] ?? []) as Callback[];
    delete queryRunner.data[KEY];
    for (const fn of callbacks) fn();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // The whole transaction is gone: so is what it promised. (Back to a savepoint, the callbacks stay: the
    // transaction may still commit, and a savepoint's own callbacks are not told apart.)
    if (!queryRunner.isTransactionActive) delete queryRunner.data[KEY];
  }
}
