/** The server's side of a block's type rules: after any write, the block as stored must fit its type (422 otherwise). */
import { eq } from 'drizzle-orm';
import { blockErrors, type TBlockContents } from '../../resources/blocks/rules.ts';
import { blocks } from '../../resources/blocks/schema.ts';
import { readRecord } from '../crud/records.ts';
import type { TDb } from '../db/index.ts';
import { unprocessable } from '../lib/errors.ts';
import { serverResource } from '../registry.ts';

export const assertFits = async (tx: TDb, id: number): Promise<void> => {
  const entry = serverResource(blocks);
  const row = await readRecord(tx, entry, eq(entry.table.id, id));
  if (!row) return;
  const errors = blockErrors(row as unknown as TBlockContents);
  if (Object.keys(errors).length) throw unprocessable(errors);
};
