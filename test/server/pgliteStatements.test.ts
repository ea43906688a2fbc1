/**
 * The embedded database's named statements (server/db/pgliteStatements.ts): a statement sent again
 * is bound to its kept parse and answers as an unnamed one does; it survives a change of the table
 * it reads, the least recently used are closed past the limit, and a refused one tells why.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PLANNED_EACH } from '../../server/db/plannedEach.ts';
import { namedStatements } from '../../server/db/pgliteStatements.ts';

let client: PGlite;
/** A database made once (making one takes seconds), loaded afresh by each test (a fraction of a second). */
let made: Blob;
beforeAll(async () => {
  const first = await PGlite.create();
  await first.exec(`create table notes (id int primary key, body text, at timestamptz); insert into notes values (1, 'one', '2026-01-02T03:04:05Z'), (2, 'two', null)`);
  made = await first.dumpDataDir('none');
  await first.close();
});
beforeEach(async () => {
  client = await PGlite.create({ loadDataDir: made });
});
afterEach(() => client.close());

/** The statements the session keeps by name (the server's own catalogue of them). */
const kept = async () => (await client.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map((row) => row.name);

test('a statement sent a second time is kept by name, and answers as it did unnamed, values and types alike', async () => {
  const { query } = namedStatements(client);
  const text = 'select id, body, at from notes where id >= $1 order by id';
  const first = await query<{ id: number; body: string; at: Date | null }>(text, [1]);
  expect(await kept()).toEqual([]);
  const second = await query<{ id: number; body: string; at: Date | null }>(text, [1]);
  expect(await kept()).toEqual(['s1']);
  expect(second.rows).toEqual(first.rows);
  expect(second.rows[0]!.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  expect(second.fields.map((field) => field.name)).toEqual(['id', 'body', 'at']);
  // Bound with other values, and with a null.
  expect((await query<{ id: number }>(text, [2])).rows.map((row) => row.id)).toEqual([2]);
  expect((await query<{ id: number }>(text, [null])).rows).toEqual([]);
  expect(await kept()).toEqual(['s1']);
});

test('a kept statement still answers after its table gains a column, and waits for a transaction open meanwhile', async () => {
  const { query, client: proxied } = namedStatements(client);
  const text = 'select * from notes order by id';
  await query(text);
  await query(text);
  await client.exec(`alter table notes add column tag text default 'x'`);
  const after = await query<Record<string, unknown>>(text);
  expect(Object.keys(after.rows[0]!)).toEqual(['id', 'body', 'at', 'tag']);
  // A statement sent while a transaction is open waits for it to end: it never sees a write the transaction then rolls back.
  const count = 'select count(*)::int as n from notes';
  await query(count);
  let release!: () => void;
  const open = proxied.transaction(async (tx) => {
    await tx.query(`insert into notes (id, body) values (3, 'three')`);
    await new Promise<void>((resolve) => (release = resolve));
    throw new Error('rolled back');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const read = query<{ n: number }>(count);
  release();
  await expect(open).rejects.toThrow('rolled back');
  expect((await read).rows[0]!.n).toBe(2);
});

test('past the limit the least recently used statement is closed, and one sent again is prepared anew', async () => {
  const { query } = namedStatements(client, 2);
  const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
  for (const text of texts) await query(text);
  await query(texts[0]!);
  await query(texts[1]!);
  await query(texts[0]!);
  await query(texts[2]!);
  // The second was used least recently: closed for the third.
  expect(await kept()).toHaveLength(2);
  expect((await query<{ n: number }>(texts[1]!)).rows).toEqual([{ n: 2 }]);
  expect(await kept()).toHaveLength(2);
});

test('a refused statement tells its code and its text, and the session goes on', async () => {
  const { query } = namedStatements(client);
  const text = 'insert into notes (id, body) values ($1, $2)';
  await query(text, [10, 'ten']);
  await query(text, [11, 'eleven']);
  const refused = await query(text, [10, 'again']).catch((error: unknown) => error as { code: string; query: string });
  expect(refused).toMatchObject({ code: '23505', query: text });
  expect((await query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(4);
});

test('a statement sent with declared parameter types goes as PGlite sends it, unnamed, and keeps those types', async () => {
  const { query } = namedStatements(client);
  const text = 'select $1 as v';
  for (let i = 0; i < 3; i++) expect((await query<{ v: number }>(text, ['7'], { paramTypes: [23] })).rows).toEqual([{ v: 7 }]);
  expect(await kept()).toEqual([]);
});

test('a statement marked to be planned for its values is sent unnamed however often, and answers alike', async () => {
  const { query } = namedStatements(client);
  const text = `select id from notes where body like $1 ${PLANNED_EACH} order by id`;
  for (const [pattern, ids] of [['%o%', [1, 2]], ['%w%', [2]], ['%n%', [1]], ['%o%', [1, 2]], ['%t%', [2]], ['%e%', [1]], ['%o%', [1, 2]]] as const)
    expect((await query<{ id: number }>(text, [pattern])).rows.map((row) => row.id)).toEqual(ids);
  expect(await kept()).toEqual([]);
});

test("a statement's own parsers are read over the client's, for its types alone, the second time as the first", async () => {
  const { query } = namedStatements(client);
  const text = 'select id, at from notes order by id';
  // Drizzle's: a timestamp kept as the text the database sent.
  const options = { parsers: { [1184]: (value: string) => value } };
  const [first, second] = [await query<{ id: number; at: unknown }>(text, [], options), await query<{ id: number; at: unknown }>(text, [], options)];
  expect(await kept()).toEqual(['s1']);
  expect(second.rows).toEqual(first.rows);
  expect(second.rows[0]).toEqual({ id: 1, at: '2026-01-02 03:04:05+00' });
  // Without them, the client's parsers again: the statement's did not stay on the client.
  expect((await query<{ at: unknown }>(text)).rows[0]!.at).toEqual(new Date('2026-01-02T03:04:05Z'));
});

test('a statement refused when it is prepared tells why, and the session goes on', async () => {
  const { query } = namedStatements(client);
  const text = 'select body from notes where id = $1';
  const count = 'select count(*)::int as n from notes where id > $1';
  expect((await query<{ body: string }>(text, [1])).rows).toEqual([{ body: 'one' }]);
  expect((await query<{ n: number }>(count, [0])).rows).toEqual([{ n: 2 }]);
  await client.exec('alter table notes drop column body');
  // Its second sending prepares it, and the column is gone.
  await expect(query(text, [1])).rejects.toMatchObject({ code: '42703', query: text });
  expect(await kept()).toEqual([]);
  // The next statement is prepared and run as if nothing had been refused.
  expect((await query<{ n: number }>(count, [1])).rows).toEqual([{ n: 1 }]);
  expect((await query<{ n: number }>(count, [0])).rows).toEqual([{ n: 2 }]);
  expect(await kept()).toHaveLength(1);
});

test("a transaction's statements are sent unnamed, commit and roll back as before, and a refused one rolls its transaction back", async () => {
  const { client: proxied } = namedStatements(client);
  const insert = 'insert into notes (id, body, at) values ($1, $2, $3) returning id, at';
  const made = await proxied.transaction(async (tx) => {
    const first = await tx.query<{ id: number; at: Date }>(insert, [3, 'three', new Date('2026-02-03T04:05:06Z')]);
    // A statement's own parsers, inside a transaction too.
    const second = await tx.query<{ id: number; at: unknown }>(insert, [4, 'four', '2026-02-03T04:05:07Z'], { parsers: { [1184]: (value: string) => value } });
    return [first.rows[0], second.rows[0]];
  });
  expect(made).toEqual([
    { id: 3, at: new Date('2026-02-03T04:05:06Z') },
    { id: 4, at: '2026-02-03 04:05:07+00' },
  ]);
  expect(await kept()).toEqual([]);
  // A refused statement: the transaction is rolled back whole, and the session goes on.
  await expect(
    proxied.transaction(async (tx) => {
      await tx.query(insert, [5, 'five', null]);
      await tx.query(insert, [1, 'one again', null]);
    }),
  ).rejects.toMatchObject({ code: '23505', query: insert });
  // A callback that throws: rolled back too.
  await expect(
    proxied.transaction(async (tx) => {
      await tx.query(insert, [6, 'six', null]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect((await client.query<{ id: number }>('select id from notes order by id')).rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  // A statement after the transaction has ended is refused, as PGlite's own refuses it.
  let ended: Transaction | undefined;
  await proxied.transaction(async (tx) => void (ended = tx));
  await expect(ended!.query('select 1')).rejects.toThrow('Transaction is closed');
});
