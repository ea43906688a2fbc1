/**
 * Named prepared statements for the embedded database. PGlite's `query` sends every statement
 * unnamed: parsed, analysed and planned again at each call, in WebAssembly, where parsing a list's
 * statement cost as much as running it. A statement sent a second time is prepared under a name
 * and then only bound and run, as node-postgres does with a named query on a server: PostgreSQL
 * keeps its parse tree, and its plan where a generic plan serves as well (its plan cache's own
 * choice, as on a server). A statement sent once, and every statement inside a transaction, is
 * sent unnamed, in two messages where PGlite's own query sends six. Statements with declared
 * parameter types or a file to copy are sent by PGlite's own query.
 */
import { parse as results, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PLANNED_EACH } from './plannedEach.ts';

const { serialize } = protocol;

/**
 * Statements kept by name at most, the least recently used closed to make room: the heaviest (a
 * list's text search) holds about 0.2 MB of the embedded database's memory.
 */
const MAX_NAMED = 200;
/** Texts sent once remembered at most: a statement is named on its second sending. */
const MAX_SEEN = 10_000;

type TNamed = { name: string; types: number[] };
type TBackendMessage = Parameters<typeof results.parseResults>[0][number];

/** Messages of the wire protocol sent as one. */
const joined = (...parts: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

/** The types of a described statement's values. */
const typesOf = (described: TBackendMessage[]): number[] => (described.find((message) => message.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined)?.dataTypeIDs ?? [];

/** Declared parameter types and a file to copy change how a statement is sent: PGlite's own query sends those. */
const sentByPGlite = (options?: QueryOptions) => Boolean(options?.paramTypes || options?.blob);

/** PostgreSQL refuses a kept plan whose result's columns a schema change altered (`cached plan must not change result type`). */
const isStale = (error: unknown) => (error as { code?: string }).code === '0A000';

export const namedStatements = (client: PGlite, limit = MAX_NAMED) => {
  const named = new Map<string, TNamed>();
  const seen = new Set<string>();
  let count = 0;
  const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false }) as Promise<TBackendMessage[]>;
  /**
   * The parsers a statement's values are read with: the statement's own (Drizzle's, a few types
   * read as text) over the client's. PGlite's own reading copies the client's parsers, 318 of them,
   * into a new object at every statement that brings its own (0.1 ms, as much as running a page's
   * statement); layered on them, only the statement's few are set.
   */
  const parsersOf = (options?: QueryOptions) => (options?.parsers ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers) : client.parsers);
  const read = <T>(messages: TBackendMessage[], options?: QueryOptions) => results.parseResults(messages, parsersOf(options), options && { ...options, parsers: undefined })[0] as Results<T>;
  /** The statement's values as text, each by the type the database expects for it. */
  const valuesOf = (types: number[], params: unknown[], options?: QueryOptions) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });

  /** Prepares `text` under a new name and reads the types of its parameters. */
  const prepare = async (text: string): Promise<TNamed> => {
    const name = `s${++count}`;
    // Synced in the same message, so that a statement refused here leaves the session ready for the next.
    const described = await run(joined(serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()));
    return { name, types: typesOf(described) };
  };

  const runNamed = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages: TBackendMessage[] = [];
        try {
          let statement = named.get(text);
          // Kept in the order of their last use: the first is the least recently used.
          if (statement) named.delete(text);
          else {
            const [oldest] = named;
            if (oldest && named.size >= limit) {
              named.delete(oldest[0]);
              await run(serialize.close({ type: 'S', name: oldest[1].name }));
            }
            statement = await prepare(text);
          }
          named.set(text, statement);
          const { name, types } = statement;
          const values = valuesOf(types, params, options);
          // Bound, described, run and synced in one message: one crossing into the database instead of four. A refused one has
          // the rest up to the sync skipped by the database itself, which is then ready for the next.
          messages.push(...(await run(joined(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()))));
        } catch (error) {
          // As PGlite's own query tells a refused statement: with its text and values.
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
        await client.syncToFs();
        return read<T>(messages, options);
      }),
    );

  /**
   * Runs `text` unnamed, as PGlite's own query does, but in two messages instead of six: parsed,
   * described and synced (the types of its values), then bound, described, run and synced. Inside a
   * transaction the transaction holds the database, and its end writes the files.
   */
  const runUnnamed = async <T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    let messages: TBackendMessage[];
    try {
      const described = await run(joined(serialize.parse({ text, types: [] }), serialize.describe({ type: 'S' }), serialize.sync()));
      messages = await run(joined(serialize.bind({ values: valuesOf(typesOf(described), params, options) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()));
    } catch (error) {
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
    if (!inTransaction) await client.syncToFs();
    return read<T>(messages, options);
  };

  /** `client.query`, named from a text's second sending on. */
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (sentByPGlite(options)) return client.query<T>(text, params, options);
    // A statement marked to be planned for its values at each run (plannedEach.ts) is sent unnamed.
    const unnamed = () => client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runUnnamed<T>(text, params, options, false)));
    if (text.includes(PLANNED_EACH)) return unnamed();
    if (!named.has(text)) {
      if (!seen.has(text)) {
        // Remembered anew past the limit, so that texts sent once (a batch of a given size) never stop the others being named.
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
        return unnamed();
      }
      seen.delete(text);
    }
    try {
      return await runNamed<T>(text, params, options);
    } catch (error) {
      if (!isStale(error)) throw error;
      // Planned before a change of the tables it reads: prepared again.
      const stale = named.get(text);
      named.delete(text);
      if (stale) await client._runExclusiveTransaction(() => client._runExclusiveQuery(async () => [...(await run(serialize.close({ type: 'S', name: stale.name }))), ...(await run(serialize.sync()))]));
      return runNamed<T>(text, params, options);
    }
  };

  /**
   * A transaction as PGlite opens it, its statements sent unnamed in two messages each
   * (`runUnnamed`); its end, and anything else, PGlite's own.
   */
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const statement = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (sentByPGlite(options)) return tx.query<R>(text, params, options);
        return client._runExclusiveQuery(() => runUnnamed<R>(text, params, options, true));
      };
      return callback(new Proxy(tx, { get: (target, property) => (property === 'query' ? statement : Reflect.get(target, property, target)) }));
    });

  /** The client as Drizzle uses it, its `query` named and its transactions' statements sent as `runUnnamed` does; everything else is the client's own. */
  const proxied = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxied, query };
};
