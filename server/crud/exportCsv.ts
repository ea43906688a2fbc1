/**
 * `GET /<resource>/exportCsv`: the list as the filter and sort select it, as CSV, streamed in
 * batches (memory stays constant whatever the size), under its own permission, and audited
 * before the first row with the filter; the row count and the outcome (completed, or
 * interrupted when the client goes away) are added to that row at the end.
 */
import { Readable } from 'node:stream';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import type { TAnyTable } from '../db/derive.ts';
import { auditLog } from '../db/system.ts';
import { serverFieldType } from '../db/fieldTypes.ts';
import { csvHeader, csvRow, csvValue, CSV_BOM } from '../csv/csv.ts';
import { csvReader, ZCsvReaderQuery } from '../csv/reader.ts';
import { audit } from '../lib/audit.ts';
import type { TServerResource } from './resource.ts';
import { listSql, sortKeyOf } from './listSql.ts';
import { parseListWire } from './listWire.ts';
import { ZListQuery } from './params.ts';
import { maskedFields, maskValue, searchableFields } from './personal.ts';
import { joinedField } from './records.ts';
import { UNRESTRICTED } from './scope.ts';

/** Rows read per statement, and written to the response as one chunk. */
const BATCH = 1000;
/** The sort value of each row, read to seek the next batch from it and never written. */
const SORT_KEY = '__sortKey';

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

export const registerExportRoute = (app: FastifyInstance, entry: TServerResource): void => {
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
      const withKey = { ...cells, id: table.id, [SORT_KEY]: sortKeyOf(entry, query.sort.field) };
      const masked = new Set(maskedNames);
      // A column of a few values (an enumeration, a yes/no) writes each value's words once per export.
      const written = new Map(columns.filter((c) => ['enum', 'boolean'].includes(resource.fields[c]?.type ?? '') && !masked.has(c)).map((c) => [c, new Map<unknown, unknown>()]));
      const cell = (row: Record<string, unknown>, c: string) => {
        const seen = written.get(c);
        if (seen) {
          const value = row[c];
          if (!seen.has(value)) seen.set(value, cellOf(row, c));
          return seen.get(value);
        }
        return cellOf(row, c);
      };
      const cellOf = (row: Record<string, unknown>, c: string) => {
        const field = resource.fields[c];
        if (field && masked.has(c)) return maskValue(row[c], field.type);
        const csvCell = field && serverFieldType(field).csvCell;
        const value = csvCell ? csvCell(row[c], field, field.currencyField && row[field.currencyField]) : row[c];
        return csvValue(resource.name, c, field, value, reader);
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
          let batch: Record<string, unknown>[] = [];
          for (let offset = 0; ; offset += BATCH) {
            const last = batch.at(-1);
            const seek = last && seekable ? listSql(entry, { ...query, after: { value: last[SORT_KEY], id: last.id as number } }, scope).seek! : undefined;
            batch = [];
            if (seek) {
              // The rest of the values, then the nulls (or the other way down): each part on the (sort, id) index.
              for (const part of seek) {
                if (batch.length === BATCH) break;
                batch.push(...((await app.db.select(withKey as never).from(table).where(and(where, part)).orderBy(...orderBy).limit(BATCH - batch.length)) as Record<string, unknown>[]));
              }
            } else if (offset === 0 || !seekable) {
              const ids = app.db.select({ id: table.id }).from(table).where(where).orderBy(...orderBy).limit(BATCH).offset(offset);
              batch = (await app.db.select(withKey as never).from(table).where(inArray(table.id, ids)).orderBy(...orderBy)) as Record<string, unknown>[];
            }
            // One chunk per batch: a write per row would cost the stream more than the rows cost to write.
            if (batch.length) yield batch.map((row) => csvRow(columns.map((c) => cell(row, c)))).join('');
            rows += batch.length;
            if (batch.length < BATCH) break;
          }
          outcome = 'completed';
        } finally {
          await app.db.update(auditLog).set({ after: { ...started, rows, outcome } }).where(eq(auditLog.id, auditId));
        }
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        // One batch read ahead at most: a chunk is a thousand rows, and a client that reads slowly (or
        // goes away) must stop the reading, not find the whole export buffered for it.
        .send(Readable.from(lines(), { highWaterMark: 1 }));
    },
  );
};
