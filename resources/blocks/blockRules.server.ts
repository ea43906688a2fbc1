/** The server's side of a block's type rules: after any write, the block as stored must fit its type (422 otherwise). */
import { eq } from 'drizzle-orm';
import { blockErrors, type TBlockContents } from './rules.ts';
import { blocks } from './schema.ts';
import { readRecord } from '../../server/crud/records.ts';
import type { TDb } from '../../server/db/index.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import { serverResource } from '../../server/registry.ts';

export const assertFits = async (tx: TDb, id: number): Promise<void> => {
  const entry = serverResource(blocks);
  const row = await readRecord(tx, entry, eq(entry.table.id, id));
  if (!row) return;
  const errors = blockErrors(row as unknown as TBlockContents);
  if (Object.keys(errors).length) throw unprocessable(errors);
};
