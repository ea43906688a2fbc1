/** The server's side of a block's type rules: after any write, the block as stored must fit its type (422 otherwise). */
import { eq } from 'drizzle-orm';
import { blockErrors, type TBlockContents } from './rules.ts';
import { readRecord } from '../../server/crud/records.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import type { TDb } from '../../server/db/index.ts';
import { unprocessable } from '../../server/lib/errors.ts';

export const assertFits = async (tx: TDb, entry: TServerResource, id: number): Promise<void> => {
  const row = await readRecord(tx, entry, eq(entry.table.id, id));
  if (!row) return;
  const errors = blockErrors(row as unknown as TBlockContents);
  if (Object.keys(errors).length) throw unprocessable(errors);
};
