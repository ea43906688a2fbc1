/**
 * The group commit: an item alone starts at once; items that arrive while batches run wait and go
 * together, at most `maxBatch` at a time; a batch that fails as a whole is applied item by item,
 * and an outcome that is an Error fails its own item only.
 */
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../server/lib/groupCommit.ts';

/** A promise and the means to settle it from outside. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};
/** Lets the settled batch hand over its place (its `finally` runs after its items are answered). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('group commit', () => {
  it('starts an item alone at once, and batches what arrives while batches run', async () => {
    const batches: number[][] = [];
    const gates: ReturnType<typeof gate>[] = [];
    const commit = createGroupCommit<number, string>({
      many: async (items) => {
        batches.push(items);
        const g = gate();
        gates.push(g);
        await g.opened;
        return items.map((i) => `done ${i}`);
      },
      one: async (i) => `alone ${i}`,
      maxBatch: 3,
      maxRunning: 2,
    });
    const answers = [1, 2, 3, 4, 5, 6].map((i) => commit.submit(i));
    // The first two started alone; the rest wait for a place.
    expect(batches).toEqual([[1], [2]]);
    expect(commit.waiting).toBe(6);
    gates[0]!.open();
    await answers[0];
    await settled();
    // Three at most in a batch.
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    gates[1]!.open();
    await answers[1];
    await settled();
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6]]);
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5', 'done 6']);
    expect(commit.waiting).toBe(0);
  });

  it('applies an item the batch left out on its own once the batch is done, those left out one after the other in the order they came', async () => {
    const log: string[] = [];
    const blocker = gate();
    const commit = createGroupCommit<string, string>({
      many: async (items) => {
        if (items[0] === 'first') await blocker.opened;
        log.push(`batch ${items.join(' ')}`);
        return items.map((item) => (item.startsWith('later') ? undefined : `done ${item}`));
      },
      one: async (item) => {
        log.push(`alone ${item}`);
        await new Promise((resolve) => setTimeout(resolve, item === 'later 1' ? 5 : 0));
        log.push(`alone ${item} done`);
        return `alone ${item}`;
      },
      maxBatch: 10,
      maxRunning: 1,
    });
    const first = commit.submit('first');
    const rest = ['a', 'later 1', 'b', 'later 2'].map((item) => commit.submit(item));
    blocker.open();
    expect(await first).toBe('done first');
    expect(await Promise.all(rest)).toEqual(['done a', 'alone later 1', 'done b', 'alone later 2']);
    expect(log).toEqual(['batch first', 'batch a later 1 b later 2', 'alone later 1', 'alone later 1 done', 'alone later 2', 'alone later 2 done']);
  });

  it('applies each item of a failed batch on its own, and fails only the item whose outcome is an error', async () => {
    const alone: number[] = [];
    const blocker = gate();
    const commit = createGroupCommit<number, string>({
      many: async (items) => {
        if (items.length === 1 && items[0] === 0) {
          await blocker.opened;
          return ['done 0'];
        }
        if (items.includes(3)) throw new Error('deadlock detected');
        return items.map((i) => (i === 5 ? new Error(`refused ${i}`) : `done ${i}`));
      },
      one: async (i) => {
        alone.push(i);
        if (i === 3) throw new Error('still bad');
        return `alone ${i}`;
      },
      maxBatch: 10,
      maxRunning: 1,
    });
    const first = commit.submit(0);
    // These wait behind the first and go as one batch, which fails: each is then applied alone.
    const failing = [1, 2, 3].map((i) => commit.submit(i).then((v) => v, (e: Error) => e.message));
    blocker.open();
    expect(await first).toBe('done 0');
    expect(await Promise.all(failing)).toEqual(['alone 1', 'alone 2', 'still bad']);
    expect(alone.sort()).toEqual([1, 2, 3]);
    const mixed = await Promise.all([4, 5].map((i) => commit.submit(i).then((v) => v, (e: Error) => e.message)));
    expect(mixed).toEqual(['done 4', 'refused 5']);
  });
});
