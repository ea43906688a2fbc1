/**
 * `GET /<resource>/exportCsv`: the list as the filter and sort select it, as CSV, streamed in
 * batches (memory stays constant whatever the size), under its own permission, and audited
 * with the filter and the row count once the last row is sent.
 */
import { Readable } from 'node:stream';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAnyTable } from '../db/derive.ts';
import { serverFieldType } from '../db/fieldTypes.ts';
import { toSnake } from '../lib/casing.ts';
import { csvRow, CSV_BOM } from '../csv/csv.ts';
import { audit } from '../lib/audit.ts';
import type { TServerResource } from './resource.ts';
import { parseListQuery } from './listQuery.ts';
import { zListQuery } from './params.ts';
import { joinedField } from './records.ts';

const BATCH = 1000;

/** A cell's SQL: many-to-many fields as their targets' titles, `Drama; Comedy`. */
const exportColumn = (entry: TServerResource, name: string): SQL | TAnyTable[string] => {
  const { resource, table, joins } = entry;
  const join = joins[name];
  if (join && resource.fields[name]?.type === 'references') {
    const joinName = sql.raw(`"${resource.name}_${toSnake(name)}"`);
    const title = sql.raw(`t."${toSnake(join.targetTitle)}"`);
    return sql`coalesce((select string_agg(${title}::text, '; ' order by j.position, j.target_id) from ${joinName} j
      join ${sql.raw(`"${join.targetName}"`)} t on t.id = j.target_id where j.owner_id = ${sql.raw(`"${resource.name}"."id"`)}), '')`;
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
        querystring: zListQuery.omit({ range: true }),
      },
      config: { permission: `export-${resource.name}` },
    },
    async (request, reply) => {
      const { where, orderBy, filter } = parseListQuery(entry, request.query);
      // A money column is written in its record's currency, read even when it is not a column of the file.
      const read = [...new Set([...columns, ...columns.flatMap((c) => resource.fields[c]?.currencyField ?? [])])];
      const cells = Object.fromEntries(read.map((c) => [c, exportColumn(entry, c)]));
      const cell = (row: Record<string, unknown>, c: string) => {
        const field = resource.fields[c];
        const csvCell = field && serverFieldType(field).csvCell;
        return csvCell ? csvCell(row[c], field, field.currencyField && row[field.currencyField]) : row[c];
      };
      async function* lines() {
        yield CSV_BOM + csvRow(columns.map(toSnake));
        let rows = 0;
        for (let offset = 0; ; offset += BATCH) {
          const ids = app.db.select({ id: table.id }).from(table).where(where).orderBy(...orderBy).limit(BATCH).offset(offset);
          const batch = (await app.db.select(cells as never).from(table).where(inArray(table.id, ids)).orderBy(...orderBy)) as Record<string, unknown>[];
          for (const row of batch) yield csvRow(columns.map((c) => cell(row, c)));
          rows += batch.length;
          if (batch.length < BATCH) break;
        }
        await audit(app.db, request, { action: 'export', resource: resource.name, after: { filter, sort: request.query.sort ?? null, rows } });
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(Readable.from(lines()));
    },
  );
};
