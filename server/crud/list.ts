/**
 * The one list pipeline: `GET /<resource>` for every resource, specialised by the hooks its
 * server extension declares (columns, joins, extra filters, a condition, more permissions).
 * The query is read in two steps (listWire, listSql); the page's ids come from the (sort, id)
 * index alone (or, filtered by one linked record, from its join table's (target, sort, owner)
 * index: linkSortKeys.ts) and only its rows are read whole; the total is counted up to a cap
 * (listTotal).
 * Pages and totals are kept until the next change to the tables lists read (plugins/changes.ts),
 * as the JSON that was sent, keyed by the caller's scope and the URL.
 */
import { and, getTableName, is, Param, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TServerResource } from './resource.ts';
import { cappedCountSql, carriesTotal, contentRange, MATCHES, TOTAL_COUNT, totalColumns, totalOfRow, type TTotal, type TTotalKind } from './listTotal.ts';
import { toSnake } from '../lib/casing.ts';
import { listJson } from './listJson.ts';
import { listSql, placeholders, positionedFields, shapeOf, sortKeyOf, type TListSql, type TSearchedSql } from './listSql.ts';
import { encodeCursor, parseListWire } from './listWire.ts';
import { ZListQuery } from './params.ts';
import { maskedFields, maskValue, searchableFields } from './personal.ts';
import { selection } from './records.ts';
import { UNRESTRICTED } from './scope.ts';
import { isShortText } from '../db/plannedEach.ts';
import { ROW_COUNTS, rowCountSql } from '../db/rowCounts.ts';
import { blockAt, blocksSql, FROM_NULL_ID, idsFromBlock, SORT_BLOCKS, type TBlock, type TPositionedField } from '../db/positions.ts';

/**
 * Tables no list reads but its own: sign-in traces, settings and the jobs' turns (each turn writes
 * its row: every list would forget its pages at every turn of any job). A change to any other may show in
 * some list. The row counts and the blocks of kept positions are read by lists, but change only with
 * a counted table, itself announced, or (a block cut in two) without changing any page.
 */
const UNLISTED = new Set(['audit_log', 'rate_limits', 'login_challenges', 'system_settings', 'jobs', ROW_COUNTS, SORT_BLOCKS]);

/** The sort value of each row, read for the next page's cursor and not sent (the serialiser writes only the columns). */
const SORT_KEY = '__sortKey';

/**
 * How many rows of the sort's index a page of many matches walks before it reads every match and
 * sorts them instead: matches that gather at one end of the order (a name searched, sorted by the
 * username made of it) would otherwise have the walk cover most of the table.
 */
export const WALK_UP_TO = 20_000;
/**
 * How many rows a deep page of matches spread along the order may walk, foreseen from the rate the
 * first rows matched; past it the matches are read through their index and sorted. Checking a row
 * costs about as much as reading a match through its index and sorting it, so the walk is worth it
 * only when it foresees few rows.
 */
const WALK_ON_UP_TO = 200_000;
/**
 * How many rows of the sort's index measure the rate at which they match, when the page lies deeper
 * than the walk’s window could hold it: at least RATE_SAMPLE × depth / WALK_ON_UP_TO (200 past a
 * window of WALK_UP_TO) match when a walk on is worth it, enough to tell.
 */
const RATE_SAMPLE = 2_000;
/**
 * About how many matches read through their index and sorted cost as much as one row walked along
 * the sort's index (read from the table and checked): a deep page walks on only while the rows it
 * foresees cost less than reading every match the window's rate foresees in the table (a title word
 * on a twentieth of 100,000 videos, page 143: 72,000 rows walked against 5,000 matches sorted).
 */
const WALKED_ROW_COST = 2;
/**
 * How many times the rows a page of matches foresees, from the fewest matches the list can hold
 * (more than were read first) spread evenly along the order, a walk reads before it gives up: a
 * walk that misses the page has read rows for nothing (a title word sorted by title: its matches
 * lie together, past the window), and with fewer matches than foreseen, reading them costs little.
 */
const WINDOW_SLACK = 2;
/** A range of a field with no more values than this is read value by value, each in the sort's order (listSql's `spread`). */
const SPREAD_VALUES = 64;

/**
 * From how deep a page of a list whose total is kept reads it before the page: past the middle of
 * the list it is then read from the end, walking at most half the index, at the cost of one more
 * statement. Nearer the start, walking to the page costs less than that statement.
 */
const FROM_END_PAST = 5_000;

/** Statements kept per list route (shapes past it are built for each request). */
const MAX_STATEMENTS = 1_000;
/** Names each prepared statement uniquely in the process: a name is prepared once per connection. */
let statementCount = 0;
/** Under test, a statement found by its key is checked against the one the request builds. */
const CHECK_STATEMENTS = Boolean(process.env.VITEST);

type TPage = { body: string; range: string; kind: TTotalKind; next?: string };

/** Sends a page: the rows as JSON and the range they hold, with how exact its total is and the cursor to the next page. */
export const sendPage = (reply: FastifyReply, page: TPage) => {
  if (page.next) reply.header('X-Next-Cursor', page.next);
  return reply.header('Content-Range', page.range).header('X-Total-Kind', page.kind).type('application/json; charset=utf-8').send(page.body);
};

const scopeOf = (request: FastifyRequest) => request.scope ?? UNRESTRICTED;

export const registerListRoute = (app: FastifyInstance, entry: TServerResource): void => {
  const { resource, table, extension } = entry;
  const { name } = resource;
  const hooks = extension.list ?? {};
  const own = getTableName(table);
  const readsFrom = (changed: string) => changed === own || !UNLISTED.has(changed);
  const cached = !extension.readsClock;
  const pages = app.readCache<TPage>(2_000, readsFrom);
  const totals = app.readCache<TTotal>(5_000, readsFrom);
  // Keyed as the client reads them and written by a compiled serialiser (listJson.ts).
  const json = listJson(hooks.columns ?? selection(entry, true));
  const wireOptions = {
    extraFilters: Object.keys(hooks.filters ?? {}),
    // A table without the column (the audit log has no updated_at) cannot be sorted by it.
    hasColumn: (field: string) => Boolean(resource.fields[field]?.computed || table[field]),
  };

  type TRow = Record<string, unknown>;
  /** A query built for a list shape: prepared once, run with the values of each request. */
  type TBuilt = { prepare: (name: string) => TPrepared; toSQL: () => { sql: string; params: unknown[] } };
  type TPrepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
  // The page's size and start, bound by name in every statement.
  const take = sql.placeholder('take');
  const skip = sql.placeholder('skip');
  /**
   * Each statement a list sends, by its path and the query's shape (listSql's `shapeOf`): its SQL
   * text built once and sent as a named prepared statement, which PostgreSQL parses and plans once
   * per connection; each request only binds its values.
   */
  const statements = new Map<string, { prepared: TPrepared; sql: string; fixed: string }>();
  /** The parameters that are no placeholder: the same for every request of a statement. */
  const fixedOf = (params: unknown[]) => JSON.stringify(params.map((p) => (is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder)) ? null : p)));
  /**
   * `planEach`: the statement is sent unnamed, so that PostgreSQL plans it for each request's values
   * (plannedEach.ts: a text too short for a trigram).
   */
  const run = async (key: string, built: TBuilt, values: Record<string, unknown>, planEach = false) => {
    let kept = statements.get(key);
    if (!kept) {
      const query = built.toSQL();
      // Past the limit, a shape's statement is sent unnamed: a named one would stay on its connection, never used again.
      const keep = statements.size < MAX_STATEMENTS;
      kept = { prepared: built.prepare((keep && !planEach ? `list_${++statementCount}` : undefined) as string), sql: query.sql, fixed: fixedOf(query.params) };
      if (keep) statements.set(key, kept);
    } else if (CHECK_STATEMENTS) {
      // Under test, every statement found by its key is checked against the one this request builds.
      const query = built.toSQL();
      if (query.sql !== kept.sql || fixedOf(query.params) !== kept.fixed) throw new Error(`list ${name}: the statement kept for ${key} differs from the one built`);
    }
    return (await kept.prepared.execute(values)) as TRow[];
  };
  /**
   * The rows of these ids (a query of ids, on an index), whole, in the list's order, with `extra`
   * columns (a total). The ids are gathered first into an array, and the rows read by their primary
   * key: with `id in (ids)`, the planner, unable to foresee how few ids a limit computed from the
   * kept count leaves, may merge them with the whole table read in key order (a deep page of a
   * million customers: 984,801 rows read, 0.5 s, for 25).
   */
  const rowsOfIds = (ids: SQL | SQLWrapper, orderBy: SQL[], sortKey: SQL, extra: Record<string, SQL> = {}, withs: Parameters<typeof app.db.with> = []) => {
    let rows = (withs.length ? app.db.with(...withs) : app.db)
      .select({ ...json.columns, [SORT_KEY]: sortKey, ...extra } as never)
      .from(table)
      .$dynamic();
    for (const join of hooks.joins ?? []) rows = rows.leftJoin(join.table, join.on);
    return rows.where(sql`${table.id} = any(array(${ids}))`).orderBy(...orderBy) as unknown as TBuilt;
  };
  /**
   * The page's size and start as values no plan is made for (`(select $n)`): a plan made for `limit
   * 25` costs less than one made for no limit in particular, so PostgreSQL would plan such a statement
   * anew at every run, which cost more than the run itself (page 1: 0.33 ms to plan, 0.19 ms to run).
   * Every run plans the same walk of the (sort, id) index, so the plan is made once per connection.
   */
  const [takeHidden, skipHidden] = [sql`(select ${take}::bigint)`, sql`(select ${skip}::bigint)`];
  /** The ids of a page read along the order's (sort, id) index, `skip` rows in. */
  const idsOf = (where: SQL | undefined, order: SQL[]) => app.db.select({ id: table.id }).from(table).where(where).orderBy(...order).limit(takeHidden as never).offset(skipHidden as never);
  /** A page read along the order's (sort, id) index, `skip` rows in. */
  const rowsOf = (where: SQL | undefined, order: SQL[], orderBy: SQL[], sortKey: SQL, extra?: Record<string, SQL>) => rowsOfIds(idsOf(where, order), orderBy, sortKey, extra);
  /**
   * A deep page of a list whose total is kept (`kept`: rowCounts.ts), with that total, in one
   * statement: past the middle it is read backwards from the end (`reverse`), walking no more than
   * the rows after it; before, forwards. Which of the two runs is decided in the statement, once,
   * from the kept total (a one-time filter), so that no statement reads the total first.
   */
  const nearerEnd = (where: SQL | undefined, order: SQL[], reverse: SQL[], sortKey: SQL, kept: SQL, extra: Record<string, SQL>) => {
    const matching = where ?? sql`true`;
    const back = sql`${skip}::bigint * 2 > ${kept}`;
    // Past the end, nothing: the page's rows before the end, from where they start counted from the end.
    const size = sql`greatest(least(${take}::bigint, ${kept} - ${skip}::bigint), 0)`;
    const forward = sql`select ${table.id} from ${table} where ${matching} and not (${back}) order by ${sql.join(order, sql`, `)} limit ${take} offset ${skip}`;
    const backward = sql`select ${table.id} from ${table} where ${matching} and ${back} order by ${sql.join(reverse, sql`, `)} limit ${size} offset greatest(${kept} - ${skip}::bigint - ${size}, 0)`;
    return rowsOfIds(sql`(${forward}) union all (${backward})`, order, sortKey, extra);
  };
  // The sort fields whose positions are kept (positions.ts), by name.
  const positions = resource.positionsKept && !resource.pinned ? new Map(positionedFields(entry).map((f) => [f.field, f])) : undefined;
  /** A sort field's blocks with their counts (positions.ts's `blocksSql`), as a statement of the list. */
  const blocksOf = (f: TPositionedField) =>
    app.db
      .select({ kind: sql<number>`kind`, lo_value: sql<string | null>`lo_value`, lo_id: sql<number | null>`lo_id`, n: sql<number>`n` })
      .from(sql`(${blocksSql(own, f)}) as ${sql.identifier('blocks')}`) as unknown as TBuilt;
  /** The rows of a page read from where a block of `kind` begins (positions.ts's `idsFromBlock`): `skip` rows in, `take` rows, then `nullsTake` without a value. */
  const rowsFromBlock = (f: TPositionedField, kind: number, orderBy: SQL[], sortKey: SQL) =>
    rowsOfIds(
      idsFromBlock(sql`${table}`, sql`${table.id}`, sql`${table[f.field]}`, f, kind, { value: sql.placeholder('boundValue'), id: sql.placeholder('boundId'), skip, take, nullsTake: sql.placeholder('nullsTake') }),
      orderBy,
      sortKey,
    );
  const keysOf = (terms: TListSql['terms']) => terms.map((_, i) => sql.identifier(`k${i}`));
  const sortedBy = (terms: TListSql['terms']) =>
    sql.join(
      keysOf(terms).map((key, i) => sql`${key} ${terms[i]!.ascending ? sql`asc` : sql`desc`}`),
      sql`, `,
    );
  /**
   * Where a list's matches are read with their sort keys (`k0`, `k1`…): the resource's table, or,
   * for a list searched by text alone, its search table (listSql's `searched`), whose order terms
   * are the same sort's.
   */
  const sourceOf = (where: SQL | undefined, terms: TListSql['terms'], searched?: TSearchedSql) => {
    const [read, matching] = searched ? [searched.terms, searched.where] : [terms, where ?? sql`true`];
    const keys = keysOf(read);
    const selected = sql`${read.at(-1)!.value} as ${sql.identifier('id')}, ${sql.join(
      read.map((term, i) => sql`${term.value} as ${keys[i]}`),
      sql`, `,
    )}`;
    return { table: searched?.table ?? table, name: searched ? getTableName(searched.table) : own, where: matching, selected };
  };
  /**
   * A page of few matches: the matches read first, through the index their condition uses (a
   * trigram index, a join table's), then sorted. `offset 0` keeps PostgreSQL from folding the
   * inner query into the outer one and walking the sort's index instead.
   */
  const sortedMatches = (where: SQL | undefined, terms: TListSql['terms'], orderBy: SQL[], sortKey: SQL, searched?: TSearchedSql) => {
    const from = sourceOf(where, terms, searched);
    const ids = sql`select ${sql.identifier('id')} from (select ${from.selected} from ${from.table} where ${from.where} offset 0) as ${sql.identifier('matched')} order by ${sortedBy(terms)} limit ${take} offset ${skip}`;
    return rowsOfIds(ids, orderBy, sortKey);
  };
  /**
   * The ids of a page of many matches, never walking most of the table: the first `window` rows of
   * the sort's index (`WALK_UP_TO`, or fewer where the page's matches are foreseen sooner) are read
   * and filtered. When they hold the page, it is theirs; when
   * they matched at a rate that foresees the page within `WALK_ON_UP_TO` rows (a deep page of matches
   * spread along the order), the index is walked on; otherwise (a page deeper still, or matches
   * that gather elsewhere in the order: a name searched, sorted by the username made of it) the
   * matches are read through their own index and sorted, as `sortedMatches`. `gate`, a condition on no row,
   * keeps all three from running.
   */
  const walkedIds = (where: SQL, terms: TListSql['terms'], orderBy: SQL[], gate: SQL, window: SQL = sql`${WALK_UP_TO}::bigint`, searched?: TSearchedSql) => {
    const keys = keysOf(terms);
    const id = sql.identifier('id');
    const [walked, page] = [sql.identifier('walked'), sql.identifier('walked_page')];
    const withKeys = sql`${table.id} as ${id}, ${sql.join(
      terms.map((term, i) => sql`${term.value} as ${keys[i]}`),
      sql`, `,
    )}`;
    // The walked rows keep the table's name, so that the condition and the sort keys read them as the table's own. The walk stops
    // at the page's last match: short of it, the window's matches are all read, and their number foresees how far the page lies.
    // The window's order is asked again: a condition on another table may be joined in an order of its own (a hashed semi-join).
    // A window shorter than the page's depth cannot hold the page: it only measures the rate at which rows match, which the
    // first RATE_SAMPLE rows measure as well (a walk on then needs a rate of at least depth / WALK_ON_UP_TO, 10 % past a window).
    const [depth, tableRows] = [sql`(${skip}::bigint + ${take}::bigint)`, rowCountSql(own)];
    const measured = sql`(case when ${depth} > ${window} then least(${window}, ${RATE_SAMPLE}) else ${window} end)`;
    const walk = sql`select ${withKeys} from (select * from ${table} where ${gate} order by ${sql.join(orderBy, sql`, `)} limit ${measured}) as ${sql.identifier(own)} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${depth}`;
    // Read where the matches are narrowest: a search table's rows when the list has one (listSql's `searched`).
    const from = sourceOf(where, terms, searched);
    const sorted = sql`select ${id} from (select ${from.selected} from ${from.table} where ${from.where} and ${gate} offset 0) as ${sql.identifier('matched')} order by ${sortedBy(terms)} limit ${take} offset ${skip}`;
    const [onPage, inWindow] = [sql`(select count(*) from ${page})`, sql`(select count(*) from ${walked})`];
    // The walk goes on when, at the rate the walked rows matched, the page lies within `WALK_ON_UP_TO` rows, and those rows cost less than
    // the matches that rate foresees in the whole table (its kept row count), read and sorted: rows foreseen (skip + take) × window / matched
    // against matches foreseen matched × table / window.
    const walkOn = sql`(${inWindow} >= ${take} and ${depth} * ${measured} <= ${inWindow} * ${WALK_ON_UP_TO}
      and ${WALKED_ROW_COST} * ${depth} * ${measured} * ${measured} <= ${inWindow} * ${inWindow} * ${tableRows})`;
    return sql`with ${walked} as (${walk}), ${page} as (select ${id} from ${walked} order by ${sortedBy(terms)} limit ${take} offset ${skip})
      select ${id} from ${page} where ${onPage} = ${take}
      union all select ${id} from (${idsOf(sql`${where} and ${gate}`, orderBy)}) as ${sql.identifier('walked_on')} where ${onPage} < ${take} and ${walkOn}
      union all select ${id} from (${sorted}) as ${sql.identifier('sorted')} where ${onPage} < ${take} and not ${walkOn}`;
  };
  /**
   * The ids of a page of many matches: walked as `walkedIds`, or, for a range of a field of few
   * values (listSql's `spread`), each value's first rows read in the sort's order and merged, when
   * the range holds no more than SPREAD_VALUES values.
   */
  const manyIds = (where: SQL, terms: TListSql['terms'], orderBy: SQL[], gate: SQL = sql`true`, spread?: TListSql['spread'], window?: SQL, searched?: TSearchedSql) => {
    if (!spread) return walkedIds(where, terms, orderBy, gate, window, searched);
    // A range of a field of few values (listSql's `spread`): its values in range, one step along its index each (at most SPREAD_VALUES + 1).
    const [values, few, value, v] = [sql.identifier('spread_values'), sql.identifier('spread_few'), sql.identifier('spread_value'), sql.identifier('v')];
    const { column } = spread;
    const steps = sql`${values}(${v}) as ((select ${column} from ${table} where ${spread.where} order by ${column} limit 1)
      union all select (select ${column} from ${table} where ${column} > ${values}.${v} and ${spread.where} order by ${column} limit 1) from ${values} where ${values}.${v} is not null)`;
    const count = sql`(select count(*) from ${few})`;
    // Each value's first rows in the sort's order, on its (field, sort, id) index; merged, the page is theirs. The rows keep the table's name for the sort keys.
    const keys = keysOf(terms);
    const firsts = sql`select ${table.id} as ${sql.identifier('id')}, ${sql.join(terms.map((term, i) => sql`${term.value} as ${keys[i]}`), sql`, `)}
      from (select ${v} from ${few}) as ${value} cross join lateral (select ${sql.join(spread.selected, sql`, `)} from ${table} where ${column} = ${value}.${v}
      order by ${sql.join(orderBy, sql`, `)} limit ${take}::bigint + ${skip}::bigint) as ${sql.identifier(own)}`;
    return sql`with recursive ${steps}, ${few} as (select ${v} from ${values} where ${v} is not null limit ${SPREAD_VALUES + 1})
      (select ${sql.identifier('id')} from (${firsts}) as ${sql.identifier('spread')} where ${count} <= ${SPREAD_VALUES} and ${gate} order by ${sortedBy(terms)} limit ${take} offset ${skip})
      union all select ${sql.identifier('id')} from (${walkedIds(where, terms, orderBy, gate)}) as ${sql.identifier('walked_all')} where ${count} > ${SPREAD_VALUES}`;
  };
  /**
   * How many rows of the sort's index a walk reads at most, for a list of at least `fewest` matches:
   * `WINDOW_SLACK` times the rows its page would need were they spread evenly along the order.
   */
  const windowFor = (fewest: SQL, rows: SQL = rowCountSql(own)) =>
    sql`least(${WALK_UP_TO}, greatest(${take}::bigint, ${WINDOW_SLACK} * (${skip}::bigint + ${take}::bigint) * ${rows} / greatest(${fewest}, 1)))`;
  /**
   * The walk's window for a list of exactly `matches` matches (a total kept by the row counts: videos
   * of a tag): none at all when the rows it foresees cost more than reading the matches and sorting
   * them (a deep page), which are then read at once.
   */
  const windowOfExactly = (matches: SQL) =>
    sql`(case when ${WALKED_ROW_COST} * (${skip}::bigint + ${take}::bigint) * ${rowCountSql(own)} > ${matches} * ${matches} then 0 else ${windowFor(matches)} end)`;
  /**
   * Up to `upTo + 1` matches with their sort keys, read once (a CTE referenced more than once is
   * materialised). With `deepUpTo`, as many as `readsOf` says, each row carrying that number (`r`).
   */
  const matchesOf = (where: SQL | undefined, terms: TListSql['terms'], upTo: number, readsOf?: (sampled: SQL, foreseen: SQL, rows: SQL) => { reads: SQL; window: SQL }, searched?: TSearchedSql) => {
    const keys = keysOf(terms);
    const from = sourceOf(where, terms, searched);
    const [block, r, w, sample] = [sql.identifier('block'), sql.identifier('r'), sql.identifier('w'), sql.identifier('reads_sized')];
    // Planned as if every match were wanted (through its index), read only up to `upTo + 1` (listTotal's MATCHES).
    const matches = sql`with ${MATCHES} as materialized (select ${from.selected}${readsOf ? sql`, (${from.table}.ctid::text::point)[0] as ${block}` : sql``} from ${from.table} where ${from.where})`;
    // The first matches are read in the table's order: the share of its pages they span foresees how many there are in all.
    const [n, foreseen, rows] = [sql.identifier('n'), sql.identifier('foreseen'), sql.identifier('table_rows')];
    const sized = (readsOf: (sampled: SQL, foreseen: SQL, rows: SQL) => { reads: SQL; window: SQL }) => {
      const { reads, window } = readsOf(sql`${n}`, sql`${foreseen}`, sql`${rows}`);
      return sql`, ${sample} as materialized (select ${reads} as ${r}, ${window} as ${w}
        from (select ${n}, ${rowCountSql(own)} as ${rows}, ceil(${n} * greatest(pg_relation_size(${from.name}::regclass), 1) / ((${sql.identifier('b')} + 1) * current_setting('block_size')::float8))::bigint as ${foreseen}
          from (select count(*) as ${n}, max(${block}) as ${sql.identifier('b')} from (select ${block} from ${MATCHES} limit ${upTo + 1}) as ${sql.identifier('sampled')}) as ${sql.identifier('counted')}) as ${sql.identifier('sample')})
        select ${MATCHES}.*, ${sample}.${r}, ${sample}.${w} from ${MATCHES} cross join ${sample} limit (select ${r} from ${sample}) + 1`;
    };
    const whole = sql`(${matches}${readsOf ? sized(readsOf) : sql` select * from ${MATCHES} limit ${upTo + 1}`}) as ${sql.identifier('matches_read')}`;
    return app.db.$with('matched').as(
      app.db
        .select({
          id: sql<number>`${sql.identifier('id')}`.as('id'),
          ...Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key}`.as(`k${i}`)])),
          ...(readsOf ? { r: sql<number>`${r}`.as('r'), w: sql<number>`${w}`.as('w') } : {}),
        })
        .from(whole),
    );
  };
  /**
   * A page of a condition no (filter, sort) index serves, and its total, in one statement: up to
   * `upTo + 1` matches are read first (`matched`); when they are all the matches, the page is
   * sorted from them (as `sortedMatches`), otherwise read along the sort's index (as `rowsOf`).
   * The branch not taken is not run: its condition is evaluated once, before it (a one-time filter).
   */
  const adaptive = (where: SQL, terms: TListSql['terms'], orderBy: SQL[], sortKey: SQL, upTo: number, deepUpTo: number, cap: number, spread?: TListSql['spread'], searched?: TSearchedSql) => {
    /**
     * How many matches are read (listSql's `sortMatchesDeepUpTo`): when the first `upTo + 1` are not
     * all, how many there are is foreseen from the share of the table's pages they span (they are
     * read in the table's order). When walking to the page would cost more than reading that many,
     * all are read (up to `deepUpTo`) and sorted; otherwise the sort's index is walked, as far as
     * `WINDOW_SLACK` times the rows the foreseen matches put the page in, or not at all when they
     * are too many to read and the walk too long (read then as `walkedIds`'s `sorted`).
     */
    const readsOf = (sampled: SQL, foreseen: SQL, rows: SQL) => {
      const walkCosts = sql`${WALKED_ROW_COST} * (${skip}::bigint + ${take}::bigint) * ${rows} > ${foreseen} * ${foreseen}`;
      return {
        reads: sql`(case when ${sampled} <= ${upTo} then ${upTo} when ${foreseen} <= ${deepUpTo} and ${walkCosts} then ${deepUpTo} else ${upTo} end)::bigint`,
        window: sql`(case when ${walkCosts} then 0 else ${windowFor(foreseen, rows)} end)::bigint`,
      };
    };
    const sized = deepUpTo > upTo;
    const matched = matchesOf(where, terms, upTo, sized ? readsOf : undefined, searched);
    const reads = sized ? sql`coalesce((select ${sql.identifier('r')} from ${matched} limit 1), ${upTo})` : sql`${upTo}`;
    // More matches than were read, spread along the order, would show the page within `WINDOW_SLACK` times the rows that foresees.
    const window = sized ? sql`coalesce((select ${sql.identifier('w')} from ${matched} limit 1), ${WALK_UP_TO})` : windowFor(sql`${upTo + 1}`);
    // Counted once: each mention of a subquery is a plan of its own, which would count the matches again.
    const counted = app.db.$with('matched_count').as(app.db.select({ n: sql<number>`count(*)::int`.as('n') }).from(matched));
    const few = sql`(select ${sql.identifier('n')} from ${counted})`;
    const ids = sql`(select ${sql.identifier('id')} from ${matched} where ${few} <= ${reads} order by ${sortedBy(terms)} limit ${take} offset ${skip}) union all (${manyIds(
      where,
      terms,
      orderBy,
      sql`${few} > ${reads}`,
      spread,
      window,
      searched,
    )})`;
    // Counted from the matches when they are all there; past them, up to the cap as any list.
    const total = upTo >= cap ? few : sql`case when ${few} <= ${upTo} then ${few} else ${searched ? cappedCountSql(searched.table, searched.where, cap, true) : cappedCountSql(table, where, cap, true)} end`;
    return rowsOfIds(ids, orderBy, sortKey, { [TOTAL_COUNT]: total }, [matched, counted]);
  };

  const readPage = async (request: FastifyRequest, wire: z.infer<typeof ZListQuery>): Promise<TPage> => {
    const scope = scopeOf(request);
    const query = parseListWire(resource, wire, wireOptions);
    // Values enter as placeholders: the statement of this shape may already be prepared.
    const bound = placeholders();
    // A search matches fewer fields for a caller who reads some masked: its statements and totals are kept apart.
    const masked = maskedFields(resource, request);
    const { where, orderBy, reverse, seek, terms, sortMatchesUpTo, sortMatchesDeepUpTo, totalCap, countedTotal, spread, linked, searched } = listSql(entry, query, scope, bound.bind, searchableFields(resource, masked));
    const shape = `${shapeOf(query, scope)} ${masked.join(',')}`;
    const { offset, limit } = query;
    // A condition no (filter, sort) index serves is counted through its own index (listTotal's MATCHES).
    const throughIndex = sortMatchesUpTo > 0;
    const sortKey = sortKeyOf(entry, query.sort.field);
    /** The total's columns: a list searched by text alone counts its matches in its search table (listSql's `searched`). */
    const totalsOf = () => (searched ? totalColumns(searched.table, searched.where, totalCap, throughIndex) : totalColumns(table, where, totalCap, throughIndex, countedTotal));
    /** Runs the statement of this path and shape with the request's values, `size` rows from `start`. */
    // A text too short for a trigram is planned for itself at each request, apart from the statements of its shape.
    const planEach = query.conditions.some((c) => (c.kind === 'search' || c.kind === 'contains') && isShortText(c.text));
    const runPage = (path: string, built: TBuilt, size: number, start: number, more: Record<string, unknown> = {}) =>
      run(`${path} ${shape}${planEach ? ' each' : ''}`, built, { ...bound.values, ...more, take: size, skip: start }, planEach);
    const totalKey = `${scope.key} ${masked.join(',')} ${query.filterKey}`;
    // A total already kept spares the statement its count.
    let known = cached ? totals.peek(totalKey) : undefined;
    /**
     * Reads a page with its total in one statement (`read` selects the total's columns), keeping
     * the total; a total another request is reading meanwhile is awaited, and the page read alone.
     */
    const withTotal = async (read: () => Promise<TRow[]>, alone: (total: TTotal) => Promise<TRow[]>) => {
      let rows: TRow[] | undefined;
      const load = async () => {
        rows = await read();
        // An empty page (past the end) carries no total: it is counted on its own.
        return carriesTotal(rows[0]) ? totalOfRow(rows[0], totalCap) : countTotal();
      };
      const counted = cached ? await totals.get(totalKey, load) : await load();
      return { rows: rows ?? (await alone(counted)), counted };
    };
    /** The total alone, prepared as any statement of the list. */
    const countTotal = async (): Promise<TTotal> => {
      const [row] = await run(`total ${shape}${planEach ? ' each' : ''}`, app.db.select(totalsOf()).from(sql`(select 1) as one`) as unknown as TBuilt, bound.values, planEach);
      return totalOfRow(row!, totalCap);
    };
    /** The page and its total in one statement, for a condition no (filter, sort) index serves (`adaptive`). */
    const readAdaptive = (filtered: SQL) => runPage('adaptive', adaptive(filtered, terms, orderBy, sortKey, sortMatchesUpTo, sortMatchesDeepUpTo, totalCap, spread, searched), limit, offset);
    /** A page of more matches than are sorted after reading: walked along the sort's index as far as is cheap. */
    const many = (total: TTotal) => {
      if (!(sortMatchesUpTo > 0 && where)) return runPage('page', rowsOf(where, orderBy, orderBy, sortKey), limit, offset);
      // A search's total kept as "at least" says nothing of how many more there are: its page is read as the first was, sampled again.
      if (total.kind !== 'exact' && sortMatchesDeepUpTo > sortMatchesUpTo) return readAdaptive(where);
      // An exact total sizes the walk (or spares it): the statement has the count as a value.
      if (total.kind === 'exact') return runPage('page of', rowsOfIds(manyIds(where, terms, orderBy, sql`true`, spread, windowOfExactly(sql`${sql.placeholder('matches')}::bigint`), searched), orderBy, sortKey), limit, offset, { matches: total.count });
      return runPage('page', rowsOfIds(manyIds(where, terms, orderBy, sql`true`, spread, undefined, searched), orderBy, sortKey), limit, offset);
    };
    // A list whose total is kept (rowCounts.ts: unfiltered, or by one counted field or reference) reads it first, a few rows, when it decides how
    // the page is read: a deep page from the nearer end; matches no index serves (a reference) read then sorted when few, else walked.
    const totalNow = () => (cached ? totals.get(totalKey, countTotal) : countTotal());
    if (!known && !linked && (!where || countedTotal) && !seek && sortMatchesUpTo > 0) known = await totalNow();
    let rows: TRow[];
    let counted: TTotal;
    // A jump deep into the unfiltered list finds its page in the blocks of the sort's kept positions (positions.ts).
    const positioned = !where && !linked && !seek && offset >= FROM_END_PAST ? positions?.get(query.sort.field) : undefined;
    let blocks: TBlock[] | undefined;
    const blocksNow = async (f: TPositionedField) => (blocks ??= (await run(`blocks ${f.field}`, blocksOf(f), {})) as unknown as TBlock[]);
    // Their counts, kept in the same transactions as the total's, add up to it: read in one statement, they give it too (none built yet: read alone).
    const totalOfBlocks = async (f: TPositionedField): Promise<TTotal> => {
      const read = await blocksNow(f);
      return read.length ? { kind: 'exact', count: read.reduce((sum, block) => sum + Number(block.n), 0) } : countTotal();
    };
    if (!known && positioned) known = await (cached ? totals.get(totalKey, () => totalOfBlocks(positioned)) : totalOfBlocks(positioned));
    /** The page `offset` rows in, read from the block that holds it; going down, the rows as far from the end going up. */
    const readPositioned = async (f: TPositionedField, total: TTotal): Promise<TRow[]> => {
      const size = Math.min(limit, total.count - offset);
      if (size <= 0) return [];
      const start = query.sort.order === 'ASC' ? offset : total.count - offset - size;
      const at = blockAt(await blocksNow(f), start);
      // The rows with a value come first: a page reaching past them takes the first rows without one.
      const nullsTake = at.kind === FROM_NULL_ID ? 0 : Math.max(0, Math.min(size, start + size - at.valued));
      return runPage(`from block ${at.kind}`, rowsFromBlock(f, at.kind, orderBy, sortKey), size - nullsTake, at.skip, { boundValue: at.value, boundId: at.id, nullsTake });
    };
    /** Few matches, by the total: read first, then sorted. */
    const few = (total: TTotal) => sortMatchesUpTo > 0 && total.kind === 'exact' && total.count <= sortMatchesUpTo;
    /** The page of a list whose total is known. */
    const ofTotal = async (total: TTotal): Promise<TRow[]> => {
      if (few(total)) return runPage('sorted', sortedMatches(where, terms, orderBy, sortKey, searched), limit, offset);
      if (positioned && total.kind === 'exact') return readPositioned(positioned, total);
      // A page past the middle of an exact total is read from the end, so that no request walks more than half the list,
      // when an index serves the condition (matches found along the way are walked by `many`, as far as is cheap).
      const size = Math.min(limit, total.count - offset);
      return sortMatchesUpTo === 0 && total.kind === 'exact' && offset > total.count / 2 && size > 0
        ? runPage('from end', rowsOf(where, reverse, orderBy, sortKey), size, total.count - offset - size)
        : many(total);
    };
    if (linked) {
      // Filtered by one linked record alone, sorted by a field its join table keeps a copy of: the page's ids along the join table's
      // (target, copy, owner) index, its total kept (rowCounts.ts); a deep page from the nearer end, a cursor sought.
      const ids = (order: SQL[], part?: SQL) =>
        app.db.select({ id: linked.table.ownerId! }).from(linked.table).where(and(linked.where, part)).orderBy(...order).limit(takeHidden as never).offset(skipHidden as never);
      const read = (path: string, order: SQL[], size: number, start: number, part?: SQL) => runPage(path, rowsOfIds(ids(order, part), orderBy, sortKey), size, start);
      if (linked.seek) {
        counted = known ?? (await totalNow());
        rows = [];
        for (const [i, part] of linked.seek.entries()) if (rows.length < limit) rows.push(...(await read(`linked seek ${i}`, linked.orderBy, limit - rows.length, 0, part)));
      } else if (known || offset >= FROM_END_PAST) {
        counted = known ?? (await totalNow());
        const size = Math.min(limit, counted.count - offset);
        rows = offset > counted.count / 2 && size > 0 ? await read('linked from end', linked.reverse, size, counted.count - offset - size) : await read('linked', linked.orderBy, limit, offset);
      } else
        ({ rows, counted } = await withTotal(
          () => runPage('linked counted', rowsOfIds(ids(linked.orderBy), orderBy, sortKey, totalsOf()), limit, offset),
          () => read('linked', linked.orderBy, limit, offset),
        ));
    } else if (seek) {
      // Paging forward from the page the client holds: sought through the (sort, id) index, however deep (or, for few matches, read then sorted);
      // each part of the cursor's condition in turn until the page is full, the first part's read carrying the total when it is not known.
      const page = async (total: TTotal | undefined) => {
        const found: TRow[] = [];
        for (const [i, part] of seek.entries()) {
          if (found.length === limit) break;
          const carry = i === 0 && !total;
          const built = total && few(total) ? sortedMatches(and(where, part), terms, orderBy, sortKey) : rowsOf(and(where, part), orderBy, orderBy, sortKey, carry ? totalsOf() : undefined);
          found.push(...(await runPage(`seek ${i} ${total && few(total) ? 'sorted' : carry ? 'counted' : ''}`, built, limit - found.length, 0)));
        }
        return found;
      };
      if (known || sortMatchesUpTo > 0) {
        // Which way the page is read depends on its total: counted first.
        counted = known ?? (await (cached ? totals.get(totalKey, countTotal) : countTotal()));
        rows = await page(counted);
      } else ({ rows, counted } = await withTotal(() => page(undefined), page));
      if (counted.kind !== 'exact' && rows.length === limit && offset + limit >= counted.count) counted = { count: offset + limit + 1, kind: 'at-least' };
    } else if (known) {
      counted = known;
      rows = await ofTotal(known);
    } else {
      // The page and its total in one statement: a deep page of a kept total from its nearer end.
      const kept = (!where || countedTotal) && sortMatchesUpTo === 0 && offset >= FROM_END_PAST ? (countedTotal ?? rowCountSql(own)) : undefined;
      const withColumns = totalsOf();
      ({ rows, counted } = await withTotal(
        () =>
          sortMatchesUpTo > 0 && where
            ? readAdaptive(where)
            : kept
              ? runPage('nearer end', nearerEnd(where, orderBy, reverse, sortKey, kept, withColumns), limit, offset)
              : runPage('counted', rowsOf(where, orderBy, orderBy, sortKey, withColumns), limit, offset),
        ofTotal,
      ));
    }
    // A first page that is not full is the whole list.
    if (offset === 0 && !seek && rows.length < limit) counted = { count: rows.length, kind: 'exact' };
    // Past the end of a capped total, the rows read say there is more.
    if (!seek && counted.kind !== 'exact' && rows.length === limit && offset + limit >= counted.count) counted = { count: offset + limit + 1, kind: 'at-least' };
    const last = rows.at(-1);
    // The next page may be sought from where this one ends.
    const next = last && rows.length === limit ? encodeCursor(last[SORT_KEY], last.id as number, offset + limit) : undefined;
    // Personal fields this caller may not read whole are masked before the page is written.
    for (const field of masked) {
      const key = toSnake(field);
      const { type } = resource.fields[field]!;
      for (const row of rows) if (key in row) row[key] = maskValue(row[key], type);
    }
    return { body: json.stringify(rows), ...contentRange(name, offset, rows.length, counted), ...(next ? { next } : {}) };
  };

  const permission = hooks.alsoPermitted?.length ? [`list-${name}`, ...hooks.alsoPermitted] : `list-${name}`;
  // Callers who read personal fields masked and those who do not are answered different pages.
  const keyOf = (request: FastifyRequest) => `${scopeOf(request).key} ${maskedFields(resource, request).join(',')} ${request.url}`;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/v1/admin/${name}`,
    {
      schema: { tags: [name], summary: `List ${name}`, ...(hooks.description ? { description: hooks.description } : {}), querystring: ZListQuery },
      config: { permission },
      // A page kept for this very URL and scope was read from a valid query: it is sent before validating it again.
      preValidation: (request, reply, done) => {
        const kept = cached ? pages.peek(keyOf(request)) : undefined;
        if (kept) return void sendPage(reply, kept);
        done();
      },
    },
    async (request, reply) => sendPage(reply, cached ? await pages.get(keyOf(request), () => readPage(request, request.query)) : await readPage(request, request.query)),
  );
};
