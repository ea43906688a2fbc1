/**
 * `GET /<resource>/exportCsv`: the list as the filter and sort select it, as CSV, streamed in
 * batches (memory stays constant whatever the size), under its own permission, and audited
 * before the first row with the filter; the row count and the outcome (completed, or
 * interrupted when the client goes away) are added to that row at the end.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, fillPlaceholders, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import type { TAnyTable } from '../db/derive.ts';
import { auditLog } from '../db/system.ts';
import { csvDateTime, csvHeader, csvRow, CSV_BOM } from '../csv/csv.ts';
import { csvReader, ZCsvReaderQuery } from '../csv/reader.ts';
import { audit } from '../lib/audit.ts';
import type { TServerResource } from './resource.ts';
import { listSql } from './listSql.ts';
import { parseListWire } from './listWire.ts';
import { ZListQuery } from './params.ts';
import { csvLineOf } from './exportRow.ts';
import { csvLineSql } from './exportSql.ts';
import { maskedFields, searchableFields } from './personal.ts';
import { joinedField } from './records.ts';
import { UNRESTRICTED } from './scope.ts';

/** Rows read per statement, and written to the response as one chunk. */
const BATCH = 1000;
/** The sort column, read to seek the next batch from a batch's last row and never written (when no cell reads it). */
const SORT_KEY = '__sortKey';

/** The line the database wrote, when it writes them. */
const LINE = '__line';

/** A batch of an export: how many rows, the last one's id and sort value (to seek the next from), and its lines. */
type TBatch = { rows: number; last: { id: number; key: unknown } | undefined; text: () => string };

/**
 * Whether the database writes the reader's zone as the API does: it may lack a name the runtime
 * knows, or read a name as a POSIX rule (whose offsets have the other sign). A winter and a summer
 * instant must come out alike; asked once per zone.
 */
const ZONE_PROBES = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)].map((time) => new Date(time));
const zonesKnown = new WeakMap<FastifyInstance, Map<string, Promise<boolean>>>();
const knowsZone = (app: FastifyInstance, timeZone: string): Promise<boolean> => {
  let known = zonesKnown.get(app);
  if (!known) zonesKnown.set(app, (known = new Map()));
  let answer = known.get(timeZone);
  if (!answer) {
    const written = ZONE_PROBES.map((_, i) => `to_char($${i + 2}::timestamptz at time zone $1::text, 'YYYY-MM-DD HH24:MI:SS')`);
    answer = app.database.readArrays({ sql: `select ${written.join(', ')}`, params: [timeZone, ...ZONE_PROBES.map((instant) => instant.toISOString())] }).then(
      ([row]) => ZONE_PROBES.every((instant, i) => row?.[i] === csvDateTime(instant, timeZone)),
      // The database did not answer: this export writes its lines in the API, and the next one asks again.
      () => {
        known.delete(timeZone);
        return false;
      },
    );
    known.set(timeZone, answer);
  }
  return answer;
};

/** A cell's SQL: many-to-many fields as their targets' titles, `Drama; Comedy`. */
const exportColumn = (entry: TServerResource, name: string): SQL | TAnyTable[string] => {
  const { resource, table, joins } = entry;
  const join = joins[name];
  if (join && resource.fields[name]?.type === 'references') {
    // Aliased: a field may refer to its own resource (related videos).
    const target = alias(join.target, 'export_target');
    const link = join.table;
    return sql`coalesce((select string_agg(${target[join.targetTitle]}::text, '; ' order by ${link.position}, ${link.targetId}) from ${link}
      join ${join.target} ${sql.identifier('export_target')} on ${target.id} = ${link.targetId} where ${link.ownerId} = ${sql.raw(`"${resource.name}"."id"`)}), '')`;
  }
  return joinedField(entry, name) ?? table[name];
};

/** Who writes the lines of a file: the database (the default), or the API (`CSV_LINES_BY=api`, when API instances have cores to spare and the database has none). */
export type TExportOptions = { csvLinesBy: 'database' | 'api' };

export const registerExportRoute = (app: FastifyInstance, entry: TServerResource, options: TExportOptions): void => {
  const { resource, table } = entry;
  if (!resource.export) return;
  const { filename, columns } = resource.export;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `/api/v1/admin/${resource.name}/exportCsv`,
    {
      schema: {
        tags: [resource.name],
        summary: `Export the filtered list of ${resource.name} as ${filename} (CSV, RFC 4180, formula-safe)`,
        querystring: ZListQuery.omit({ range: true, cursor: true }).extend(ZCsvReaderQuery.shape),
      },
      config: { permission: `export-${resource.name}` },
    },
    async (request, reply) => {
      const { time_zone: timeZone, ...listQuery } = request.query;
      const reader = csvReader(request, timeZone);
      const query = parseListWire(resource, listQuery, { extraFilters: Object.keys(entry.extension.list?.filters ?? {}) });
      const maskedNames = maskedFields(resource, request);
      const scope = request.scope ?? UNRESTRICTED;
      const { where, orderBy } = listSql(entry, query, scope, undefined, searchableFields(resource, maskedNames));
      // A list pinned first (sticky posts) or sorted by a computed field is read by offset, as the list pages it.
      const seekable = !resource.pinned && !resource.fields[query.sort.field]?.computed;
      const { filter } = query;
      // A money column is written in its record's currency, read even when it is not a column of the file.
      const read = [...new Set([...columns, ...columns.flatMap((c) => resource.fields[c]?.currencyField ?? [])])];
      const cells = Object.fromEntries(read.map((c) => [c, exportColumn(entry, c)]));
      // The sort column as the driver reads it (an instant as PostgreSQL's text, to the microsecond): only a
      // batch's last row is sought from, so it is read as itself, not formatted as a cursor for every row.
      const sortColumn = seekable ? table[query.sort.field] : undefined;
      const sortCell = Object.keys(cells).find((c) => sortColumn && cells[c] === sortColumn);
      const masked = new Set(maskedNames);
      // The database writes each line when it can, and a batch's lines come back as one text; else the API writes them from the cells.
      const lineSql = options.csvLinesBy === 'database' && (await knowsZone(app, reader.timeZone)) ? csvLineSql(resource, cells, columns, masked, reader) : undefined;
      const withKey = lineSql
        ? { [LINE]: lineSql.as(LINE), id: sql`${table.id}`.as('id'), ...(sortColumn ? { [SORT_KEY]: sql`${sortColumn}`.as(SORT_KEY) } : {}) }
        : { ...cells, id: table.id, ...(sortColumn && !sortCell ? { [SORT_KEY]: sortColumn } : {}) };
      const line = lineSql ? undefined : csvLineOf(resource, withKey, columns, masked, reader);
      // Where the id and the sort value are in a row read as an array.
      const idAt = Object.keys(withKey).indexOf('id');
      const keyAt = Object.keys(withKey).indexOf(!lineSql && sortCell ? sortCell : SORT_KEY);
      // An export runs a few statements (the first batch, then each part of a seek, or a batch by offset),
      // each over and over with other values: each is rendered once, with placeholders for what changes
      // (the seek's row, the limit, the offset), and prepared by its name, so that each pooled connection
      // plans it once. Rendering the statement of every batch anew made most of the export's garbage.
      const statements = new Map<string, { text: string; params: unknown[]; name: string }>();
      const readBatch = async (statementKey: string, build: () => { toSQL: () => { sql: string; params: unknown[] } }, values: Record<string, unknown>): Promise<TBatch> => {
        let statement = statements.get(statementKey);
        if (!statement) {
          const { sql: inner, params } = build().toSQL();
          const text = lineSql
            ? // The batch's order is its subquery's: PostgreSQL aggregates rows in the order they come.
              `select coalesce(string_agg("${LINE}", ''), ''), count(*)::int, (array_agg("id"))[count(*)], ${sortColumn ? `(array_agg("${SORT_KEY}"))[count(*)]` : 'null'} from (${inner}) as "batch"`
            : inner;
          statement = { text, params, name: `export_${createHash('sha1').update(text).digest('base64url')}` };
          statements.set(statementKey, statement);
        }
        const rows = await app.database.readArrays({ sql: statement.text, params: fillPlaceholders(statement.params, values), name: statement.name });
        if (lineSql) {
          const [lines, count, id, key] = rows[0]! as [string, number, number, unknown];
          return { rows: count, last: count ? { id, key } : undefined, text: () => lines };
        }
        const last = rows.at(-1);
        return {
          rows: rows.length,
          last: last && { id: last[idAt] as number, key: last[keyAt] },
          text: () => {
            let chunk = '';
            for (const row of rows) chunk += line!(row);
            return chunk;
          },
        };
      };
      const [take, skip] = [sql.placeholder('take'), sql.placeholder('skip')];
      // The seek's row as placeholders: a row whose sort value is null is sought by other conditions.
      const seeks = new Map<'null' | 'value', NonNullable<ReturnType<typeof listSql>['seek']>>();
      const seekOf = (shape: 'null' | 'value') => {
        let seek = seeks.get(shape);
        if (!seek) {
          const after = { value: shape === 'null' ? null : sql.placeholder('afterKey'), id: sql.placeholder('afterId') as never };
          seeks.set(shape, (seek = listSql(entry, { ...query, after }, scope).seek!));
        }
        return seek;
      };
      const started = { filter, sort: request.query.sort ?? null };
      const auditId = await audit(app.db, request, { action: 'export', resource: resource.name, after: { ...started, rows: null, outcome: 'started' } });
      async function* lines() {
        let rows = 0;
        let outcome = 'interrupted';
        try {
          yield CSV_BOM + csvRow(columns.map((c) => csvHeader(resource.name, c, reader.locale)));
          // Each batch is sought from where the last one ended (keyset, as the list's cursor): a batch deep in a
          // million rows costs what the first does, where an offset would walk every row before it.
          const batchAfter = async (last: TBatch['last'], offset: number): Promise<TBatch> => {
            if (seekable && !last) return readBatch('first', () => app.db.select(withKey as never).from(table).where(where).orderBy(...orderBy).limit(BATCH), {});
            if (seekable && last) {
              const shape = last.key === null ? 'null' : 'value';
              const seek = seekOf(shape);
              // The rest of the values, then the nulls (or the other way down): each part on the (sort, id) index.
              const parts: TBatch[] = [];
              let read = 0;
              for (const [i, part] of seek.entries()) {
                if (read === BATCH) break;
                const build = () => app.db.select(withKey as never).from(table).where(and(where, part)).orderBy(...orderBy).limit(take as never);
                const batch = await readBatch(`seek ${shape} ${i}`, build, { afterKey: last.key, afterId: last.id, take: BATCH - read });
                parts.push(batch);
                read += batch.rows;
              }
              return { rows: read, last: parts.findLast((part) => part.rows)?.last, text: () => parts.map((part) => part.text()).join('') };
            }
            const ids = () => app.db.select({ id: table.id }).from(table).where(where).orderBy(...orderBy).limit(BATCH).offset(skip as never);
            return readBatch('offset', () => app.db.select(withKey as never).from(table).where(inArray(table.id, ids())).orderBy(...orderBy), { skip: offset });
          };
          let batch = await batchAfter(undefined, 0);
          for (let offset = BATCH; ; offset += BATCH) {
            // The next batch is read while this one is written; a rejection is handled when it is awaited.
            const next = batch.rows === BATCH ? batchAfter(batch.last, offset) : undefined;
            next?.catch(() => {});
            // One chunk per batch: a write per row would cost the stream more than the rows cost to write.
            if (batch.rows) yield batch.text();
            rows += batch.rows;
            if (!next) break;
            batch = await next;
          }
          outcome = 'completed';
        } finally {
          await app.db.update(auditLog).set({ after: { ...started, rows, outcome } }).where(eq(auditLog.id, auditId));
        }
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        // One batch read ahead at most: a chunk is a batch of rows, and a client that reads slowly (or
        // goes away) must stop the reading, not find the whole export buffered for it.
        .send(Readable.from(lines(), { highWaterMark: 1 }));
    },
  );
};
