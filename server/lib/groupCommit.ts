/**
 * Work that arrives one request at a time, applied many at a time: each item waits in a queue,
 * and a batch takes every item waiting (up to `maxBatch`) into one transaction, with at most
 * `maxRunning` batches at once. When nothing is running an item starts at once, alone, so that a
 * quiet moment costs no wait; under load the items that arrive while a batch runs form the next
 * one, so that its statements, its triggers and its commit are paid once for many.
 *
 * A batch that fails as a whole (a deadlock, a constraint met by a race, a lost connection) is
 * undone, and each of its items is then applied by `one`, on its own, as if it had come alone:
 * nothing is half-applied, and one bad item cannot fail the others.
 */

export type TGroupCommitOptions<I, O> = {
  /**
   * Applies the items of a batch in one transaction; answers an outcome per item, in order: an
   * Error rejects that item alone, and `undefined` leaves it out of the batch, to be applied by
   * `one` once the batch is committed (those left out go one after the other, in the order they came).
   */
  many: (items: I[]) => Promise<(O | Error | undefined)[]>;
  /** Applies one item on its own. */
  one: (item: I) => Promise<O>;
  maxBatch: number;
  maxRunning: number;
};

export type TGroupCommit<I, O> = {
  submit: (item: I) => Promise<O>;
  /** Items waiting and batches running, for tests and metrics. */
  readonly waiting: number;
};

type TQueued<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export const createGroupCommit = <I, O>(options: TGroupCommitOptions<I, O>): TGroupCommit<I, O> => {
  const queue: TQueued<I, O>[] = [];
  let running = 0;

  const settle = (entry: TQueued<I, O>, outcome: O | Error) => (outcome instanceof Error ? entry.reject(outcome) : entry.resolve(outcome));

  const run = async (batch: TQueued<I, O>[]) => {
    let outcomes: (O | Error | undefined)[];
    try {
      outcomes = await options.many(batch.map((entry) => entry.item));
    } catch {
      // Undone as a whole: each on its own, concurrently, as separate requests would have been.
      await Promise.all(batch.map((entry) => options.one(entry.item).then(entry.resolve, entry.reject)));
      return;
    }
    const later: TQueued<I, O>[] = [];
    batch.forEach((entry, i) => {
      const outcome = outcomes[i];
      if (outcome === undefined) later.push(entry);
      else settle(entry, outcome);
    });
    for (const entry of later) await options.one(entry.item).then(entry.resolve, entry.reject);
  };

  const pump = () => {
    while (running < options.maxRunning && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      running++;
      void run(batch).finally(() => {
        running--;
        pump();
      });
    }
  };

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      }),
    get waiting() {
      return queue.length + running;
    },
  };
};
