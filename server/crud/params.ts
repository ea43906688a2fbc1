/** The parameters the generic routes share. */
import { z } from 'zod';
import { ALTERNATE_KEY } from '../../resources/define.ts';
import { MAX_PAGE_SIZE } from './listWire.ts';

/** Ids are digits only and fit the integer column. */
export const ZId = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'validation.integer' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2147483647, { message: 'validation.integer' });

export const ZIdParams = z.object({ id: ZId });

/** An id, or the value of the resource's alternate key (a serial number). */
export const ZKeyParams = z.object({ id: z.union([ZId, z.string().regex(ALTERNATE_KEY, { message: 'validation.integer' })]) });

/** Unknown parameters answer 400 naming them, as unknown body fields do. */
export const ZListQuery = z.strictObject({
  sort: z.string().max(200).optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().max(100).optional().describe(`JSON [first,last], at most ${MAX_PAGE_SIZE} rows`),
  filter: z.string().max(20000).optional().describe('JSON {"field":value,"q":"text","id":[1,2]}'),
  cursor: z.string().max(2000).optional().describe('the previous page’s X-Next-Cursor, to read the next page from where it ended (same sort, filter and size)'),
});

export const ZBulkIds = z.strictObject({
  ids: z.array(z.number().int().positive().max(2147483647)).min(1).max(MAX_PAGE_SIZE),
});


/** The body of a call that takes no input: none at all (null or absent), or an empty object. */
export const ZNoBody = z.strictObject({}).nullish();
