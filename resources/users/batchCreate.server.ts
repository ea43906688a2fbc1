/**
 * `POST /users/batch-create`: users from a CSV (UTF-8 with or without BOM, `,` or `;`, quoted
 * fields, CRLF), read by csv-parse. Every row is checked before anything is written: its line and
 * each reason (a bad value, a username or e-mail twice in the file or already used, an unknown
 * plan). `check` answers that; `create` writes the good rows in one transaction, with an audit row
 * and a verification mail in the outbox each (as a single create), and answers the result, also as CSV.
 */
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TServerResource } from '../../server/crud/resource.ts';
import { csvRow, CSV_BOM } from '../../server/csv/csv.ts';
import type { TDb } from '../../server/db/index.ts';
import { auditLog } from '../../server/db/system.ts';
import { HttpError } from '../../server/lib/errors.ts';
import { pickLocale, translateMessage, type TLocale } from '../../server/lib/i18n.ts';
import type { TAnyTable } from '../../server/db/derive.ts';
import { mailLinks } from './links.server.ts';
import { users } from './schema.ts';

export const MAX_BATCH_ROWS = 10_000;
const COLUMNS = ['username', 'email', 'first_name', 'last_name', 'phone', 'birthdate', 'language', 'plan'] as const;
type TColumn = (typeof COLUMNS)[number];
const CHUNK = 500;

const ZBatchBody = z.strictObject({
  csv: z.string({ error: 'validation.required' }).min(1, { message: 'validation.required' }),
  /** The site the new users sign up to. */
  site: z.number({ error: 'validation.reference' }).int().positive().max(2147483647),
  mode: z.enum(['check', 'create'], { message: 'validation.enum' }),
});

export type TBatchRow = { line: number; username: string; email: string; errors: string[]; id?: number };

/** `First Name`, `first-name`, `firstName` all name first_name. */
const columnName = (header: string) =>
  header
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The delimiter of the header line: whichever of `,` and `;` it holds more of. */
const delimiterOf = (text: string) => {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
};

const refuse = (message: string) => new HttpError(422, 'errors.validation', { csv: [message] });

type TParsed = { line: number; values: Partial<Record<TColumn, string>> };

export const parseUserCsv = (text: string): TParsed[] => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, delimiter: delimiterOf(text), skip_empty_lines: true, info: true, relax_column_count: true, trim: true }) as never;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(`resources.users.batch.unreadable|${line ?? '?'}`);
  }
  const [header, ...rows] = records;
  if (!header) throw refuse('resources.users.batch.empty');
  const names = header.record.map(columnName);
  const unknown = names.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length) throw refuse(`resources.users.batch.unknown_columns|${unknown.join(', ')}`);
  if (!names.includes('username') || !names.includes('email')) throw refuse('resources.users.batch.needs_columns');
  if (rows.length === 0) throw refuse('resources.users.batch.empty');
  if (rows.length > MAX_BATCH_ROWS) throw refuse(`resources.users.batch.too_many|${rows.length}`);
  return rows.map(({ record, info }) => ({
    line: info.lines,
    // A cell our own exports kept inert for spreadsheets (`'+886…`) reads as what it was.
    values: Object.fromEntries(names.map((name, i) => [name, (record[i] ?? '').replace(/^'(?=[=+\-@])/, '')])) as TParsed['values'],
  }));
};

const toCamelKey = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Each row's values as the create call would take them, and its reasons (i18n keys). */
const checkRows = async (db: TDb, entry: TServerResource, rows: TParsed[], site: number) => {
  const seen = { username: new Map<string, number>(), email: new Map<string, number>() };
  const checked = rows.map(({ line, values }) => {
    const errors: string[] = [];
    const candidate: Record<string, unknown> = { site };
    for (const column of COLUMNS) {
      const value = values[column]?.trim();
      if (column === 'plan' || value === undefined || value === '') continue;
      candidate[toCamelKey(column)] = value;
    }
    // No plan exists before the commerce area: any plan named is unknown.
    if (values.plan?.trim()) errors.push(`resources.users.batch.unknown_plan|${values.plan.trim()}`);
    const parsed = users.ZCreate.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`${String(issue.path[0])}: ${issue.message}`);
    }
    for (const key of ['username', 'email'] as const) {
      const value = String(candidate[key] ?? '').toLowerCase();
      if (!value) continue;
      const first = seen[key].get(value);
      if (first !== undefined) errors.push(`resources.users.batch.duplicate_${key}_in_file|${first}`);
      else seen[key].set(value, line);
    }
    return { line, values: parsed.success ? (parsed.data as Record<string, unknown>) : candidate, errors };
  });
  const { table } = entry;
  for (const key of ['username', 'email'] as const) {
    const all = [...seen[key].keys()];
    for (let i = 0; i < all.length; i += CHUNK) {
      const found = await db
        .select({ value: sql<string>`lower(${table[key]})` })
        .from(table)
        .where(inArray(sql`lower(${table[key]})`, all.slice(i, i + CHUNK)));
      const taken = new Set(found.map((row) => row.value));
      for (const row of checked) if (taken.has(String(row.values[key] ?? '').toLowerCase())) row.errors.push(`resources.users.batch.${key}_taken`);
    }
  }
  return checked;
};

/** The reason as the admin reads it: `email: Must be a valid email` or a whole message. */
const reasonText = (reason: string, locale: TLocale) => {
  const [field, message] = reason.includes(': ') ? reason.split(': ') : [undefined, reason];
  const text = translateMessage(message!, locale);
  return field ? `${translateMessage(`resources.users.fields.${toCamelKey(field)}`, locale)}: ${text}` : text;
};

/**
 * Checks the parsed rows and, in `create` mode, writes the good ones with an audit row each, in
 * the caller's transaction: the route's path, and the demo data's.
 */
export const runUserBatch = async (
  tx: TDb,
  entry: TServerResource,
  parsed: TParsed[],
  options: {
    site: number;
    mode: 'check' | 'create';
    adminId: number | null;
    ip: string | null;
    locale: TLocale;
    /** The sites' table, to mail each created user a verification link; left out by the demo data, whose customers signed up long ago. */
    mailVerificationVia?: TAnyTable;
  },
): Promise<TBatchRow[]> => {
  const rows = await checkRows(tx, entry, parsed, options.site);
  const good = rows.filter((row) => row.errors.length === 0);
  const created = new Map<number, number>();
  if (options.mode === 'create') {
    for (let i = 0; i < good.length; i += CHUNK) {
      const chunk = good.slice(i, i + CHUNK);
      const inserted = await tx.insert(entry.table).values(chunk.map((row) => row.values)).returning();
      inserted.forEach((row, n) => created.set(chunk[n]!.line, row.id as number));
      await tx
        .insert(auditLog)
        .values(inserted.map((row) => ({ adminId: options.adminId, ip: options.ip, action: 'batch_create', resource: 'users', recordId: String(row.id), after: row })));
      if (options.mailVerificationVia) await mailLinks(tx, options.mailVerificationVia, inserted as never, 'verify-email');
    }
  }
  return rows.map((row): TBatchRow => ({
    line: row.line,
    username: String(row.values.username ?? ''),
    email: String(row.values.email ?? ''),
    errors: row.errors.map((reason) => reasonText(reason, options.locale)),
    ...(created.has(row.line) ? { id: created.get(row.line)! } : {}),
  }));
};

export const registerBatchCreate = (app: FastifyInstance, entry: TServerResource, sitesTable: TServerResource['table']): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/admin/users/batch-create',
    {
      schema: {
        tags: ['users'],
        operationId: 'batchCreateUsers',
        summary: `Check (mode=check) or create (mode=create) users from a CSV of at most ${MAX_BATCH_ROWS} rows`,
        description: 'Columns: username, email, first_name, last_name, phone, birthdate, language, plan (a header row first; `,` or `;`). Every row is checked first; create writes the good rows in one transaction and answers the result as rows and as CSV.',
        body: ZBatchBody,
      },
      // About 100 bytes a row at most, for ten thousand rows.
      bodyLimit: 8 * 1024 * 1024,
      config: { permission: 'create-users' },
    },
    async (request) => {
      const locale = pickLocale(request.headers['accept-language']);
      const { csv, site, mode } = request.body;
      const [known] = await app.db.select({ id: sitesTable.id }).from(sitesTable).where(inArray(sitesTable.id, [site]));
      if (!known) throw new HttpError(422, 'errors.validation', { site: ['validation.reference'] });
      const parsed = parseUserCsv(csv);
      const result = await app.db.transaction((txn) =>
        runUserBatch(txn as unknown as TDb, entry, parsed, { site, mode, adminId: request.admin!.id, ip: request.ip, locale, mailVerificationVia: sitesTable }),
      );
      const valid = result.filter((row) => row.errors.length === 0).length;
      const outcome = (row: TBatchRow) => (row.id ? translateMessage('resources.users.batch.created', locale) : row.errors.length ? translateMessage('resources.users.batch.refused', locale) : translateMessage('resources.users.batch.ready', locale));
      const csvResult = CSV_BOM + csvRow(['line', 'username', 'email', 'result', 'id', 'reasons']) + result.map((row) => csvRow([row.line, row.username, row.email, outcome(row), row.id ?? '', row.errors.join('; ')])).join('');
      return { mode, rows: result, valid, invalid: result.length - valid, created: mode === 'create' ? valid : 0, csv: csvResult };
    },
  );
};
