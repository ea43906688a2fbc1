/**
 * What the OpenAPI document says beyond the route schemas, derived in one place from what each
 * route already declares (method, URL, `config.permission`, its schema) and from the resource
 * declarations: a stable operationId, the success answer (status, body, `Content-Range` on
 * lists), the error answers the route can give, and who may call it. A route adds a hint only
 * where nothing it declares tells: `schema.operationId` for a better name, `config.rateLimited`,
 * `config.status` for an answer its own protocol writes.
 */
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TResource } from '../../resources/define.ts';
import { isTotalled, type TReport, type TReportColumn } from '../../resources/report.ts';
import { toCamel, toSnake } from './casing.ts';

export const API_PREFIX = '/api/v1/admin';

type TJson = Record<string, unknown>;
type TSwaggerDocument = Parameters<typeof jsonSchemaTransform>[0];
type TSwaggerObject = Parameters<typeof jsonSchemaTransformObject>[0];

/** The wire is snake_case: the properties of bodies, queries and answers are converted; path parameters name the URL's own placeholders and stay. */
export const snakeSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && typeof value === 'object' && value) {
        return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnake(k), snakeSchema(v)]))];
      }
      if (key === 'required' && Array.isArray(value)) return [key, value.map((k) => (typeof k === 'string' ? toSnake(k) : k))];
      return [key, snakeSchema(value)];
    }),
  );
};

/** OpenAPI 3.0 allows `nullable` only beside `type`: a nullable union carries it on each branch, and a schema of no type admits null already. */
const typedNullable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(typedNullable);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, typedNullable(child)])) as TJson;
  if (schema.nullable !== true || 'type' in schema || '$ref' in schema) return schema;
  const { nullable: _dropped, ...rest } = schema;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(rest[key])) rest[key] = (rest[key] as TJson[]).map((branch) => ('type' in branch ? { ...branch, nullable: true } : branch));
  }
  return rest;
};

// A path segment may be kebab-case (`segpay-payout-reports`): its words join as a snake_case name's do.
const pascal = (name: string) => toCamel(name.replaceAll('-', '_')).replace(/^./, (c) => c.toUpperCase());
const singular = (name: string) => (name.endsWith('ies') ? `${name.slice(0, -3)}y` : /[^su]s$/.test(name) ? name.slice(0, -1) : name);
const isParam = (segment: string) => segment.startsWith(':');

/** `/a/:id/b` → `AB` with the segment before a parameter made singular: `Block` `Videos`. */
const nounOf = (segments: string[]) =>
  segments
    .map((segment, i) => (isParam(segment) ? '' : pascal(isParam(segments[i + 1] ?? '') ? singular(segment) : segment)))
    .join('');

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'patch', DELETE: 'delete', HEAD: 'head' };

type TSuccess = { status: number; schema?: TJson; contentType?: string; list?: boolean; hasETag?: boolean };
type TOperation = { operationId: string; success: TSuccess | 'declared'; errors: number[]; isPublic: boolean };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const recordName = (resource: TResource) => pascal(singular(resource.name));

/** Drops `enum` everywhere in a schema: the values become any text. */
const openEnums = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(openEnums);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'enum').map(([key, child]) => [key, openEnums(child)]));
};

/**
 * A record as the API answers it: the declared fields on the wire; a list may leave out long
 * texts, and a resource's own routes may add fields. A resource no client writes is a log of what
 * happened elsewhere (the audit log records every resource's own actions by name): its enums list
 * the values known for filtering, not all it holds.
 */
const recordSchema = (resource: TResource): TJson => {
  const schema = snakeSchema(z.toJSONSchema(resource.ZRecord, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' })) as TJson;
  const { additionalProperties: _open, required: _all, $schema: _meta, ...rest } = schema;
  const isLog = !resource.operations.includes('create') && !resource.operations.includes('update');
  return { ...(isLog ? (openEnums(rest) as TJson) : rest), required: ['id'] };
};

const reportName = (report: TReport) => `${pascal(report.name)}Report`;

const COLUMN_SCHEMAS: Record<TReportColumn['type'], (column: TReportColumn) => TJson> = {
  string: () => ({ type: 'string' }),
  date: () => ({ type: 'string', format: 'date' }),
  count: () => ({ type: 'integer', minimum: 0 }),
  integer: () => ({ type: 'integer' }),
  money: (column) => ({ type: 'integer', description: `Minor units (cents) of ${column.currency ?? 'the answer\'s currency'}` }),
  percent: () => ({ type: 'integer', description: 'Basis points: 250 is 2.5 %' }),
};

const columnsSchema = (columns: readonly TReportColumn[], nullable: boolean): TJson => ({
  type: 'object',
  required: columns.map((column) => toSnake(column.name)),
  properties: Object.fromEntries(columns.map((column) => [toSnake(column.name), { ...COLUMN_SCHEMAS[column.type](column), ...(nullable ? { nullable: true } : {}) }])),
});

/**
 * A report's answer: the range read, the currency when it takes one, a row per line in the
 * declared columns, and the totals of the totalled ones; or the declared answer of a report that is no table.
 */
const reportSchema = (report: TReport): TJson => {
  if (report.answer) {
    const { $schema: _meta, ...answer } = snakeSchema(z.toJSONSchema(report.answer, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' })) as TJson;
    return answer;
  }
  const withCurrency = report.standard?.includes('currency') ?? false;
  return {
    type: 'object',
    required: ['range', ...(withCurrency ? ['currency'] : []), 'rows', 'totals'],
    properties: {
      range: {
        type: 'object',
        required: ['from', 'to'],
        properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
      },
      ...(withCurrency ? { currency: { type: 'string', description: 'ISO 4217: the currency of every money column' } } : {}),
      rows: { type: 'array', items: columnsSchema(report.columns, true) },
      totals: columnsSchema(report.columns.filter(isTotalled), false),
    },
  };
};

const hasBody = (schema: TJson) => schema.body !== undefined;
const isMultipart = (schema: TJson) => Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
const queryNames = (schema: TJson) => Object.keys(((schema.querystring as TJson | undefined)?.properties as TJson | undefined) ?? {});

/** What one route answers, from its method, URL, config and schema (as JSON Schema). */
const describe = (
  method: string,
  url: string,
  config: FastifyContextConfig,
  schema: TJson,
  resources: Map<string, TResource>,
  reports: Map<string, TReport>,
): TOperation => {
  const segments = url.slice(API_PREFIX.length + 1).split('/');
  const [first = '', second, third] = segments;
  const resource = resources.get(first);
  const isPublic = config.public === true;
  const permission = [config.permission ?? []].flat();
  const withId = segments.some(isParam);
  const isUpload = isMultipart(schema);
  const errors = new Set<number>();
  if (withId || schema.querystring !== undefined || hasBody(schema) || isUpload) errors.add(400);
  if (!isPublic) errors.add(401);
  if (permission.length) errors.add(403);
  if (withId) errors.add(404);
  if (hasBody(schema)) errors.add(422).add(413).add(415);
  if (isUpload) errors.add(413).add(415).add(422).add(451);
  if (config.rateLimited) errors.add(429);

  let operationId: string | undefined;
  let success: TSuccess | undefined;
  const report = config.report === undefined ? undefined : reports.get(config.report);
  if (report) {
    // An unknown site, channel, campaign or plan, or a currency the runtime does not know.
    if (report.standard?.length) errors.add(422);
    success = /[/-]exportCsv$/.test(url) ? { status: 200, schema: { type: 'string' }, contentType: 'text/csv' } : { status: 200, schema: ref(reportName(report)) };
  } else if (resource) {
    const record = ref(recordName(resource));
    const plural = pascal(resource.name);
    const one = recordName(resource);
    const isUnique = Object.values(resource.fields).some((field) => field.unique);
    const isCollection = segments.length === 1;
    if (isCollection && method === 'GET') [operationId, success] = [`list${plural}`, { status: 200, schema: { type: 'array', items: record }, list: true }];
    else if (isCollection && method === 'POST') [operationId, success] = [`create${one}`, { status: 201, schema: record }];
    else if (segments.length === 2 && isParam(second!)) {
      operationId = { GET: `get${one}`, PUT: `update${one}`, DELETE: `delete${one}` }[method];
      if (operationId) success = { status: 200, schema: record, hasETag: resource.versioned && method !== 'DELETE' };
      // A versioned save names the version it was based on (428 without) and is refused when stale (409);
      // any other save may name the `updated_at` it read (If-Match) and is refused alike when saved since.
      if (method === 'PUT' && resource.versioned) errors.add(409).add(428);
      if (method === 'PUT' && !resource.versioned) errors.add(409);
      if (method === 'DELETE') errors.add(409);
    } else if (segments.length === 2 && method === 'POST' && second!.endsWith('-many')) {
      [operationId, success] = [`${toCamel(second!.slice(0, -5))}Many${plural}`, { status: 200, schema: ref('Ids') }];
      errors.add(404);
      if (second === 'delete-many') errors.add(409);
    } else if (segments.length === 2 && method === 'GET' && second === 'exportCsv') {
      [operationId, success] = [`export${plural}`, { status: 200, schema: { type: 'string' }, contentType: 'text/csv' }];
    } else if (segments.length === 3 && isParam(second!) && method === 'POST' && resource.actions?.[third!] && resource.actions[third!]!.hasButton !== false) {
      [operationId, success] = [`${third!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}${one}`, { status: 200, schema: record }];
    }
    if (isUnique && ((isCollection && method === 'POST') || (method === 'PUT' && segments.length === 2))) errors.add(409);
    // An Idempotency-Key still held by its first request.
    if (resource.idempotent && ((isCollection && method === 'POST') || (method === 'PUT' && segments.length === 2))) errors.add(409);
    // A verb after the resource (reorder, assign): `reorderBlocks`, `assignRole`.
    const last = segments.at(-1)!;
    if (!operationId && method === 'POST' && !isParam(last) && !last.endsWith('s') && segments.length <= 3) {
      operationId = `${last}${nounOf(segments.slice(0, -1))}`;
    }
  }
  if (!operationId && method === 'POST' && segments.length === 1) operationId = first;
  const isList = method === 'GET' && queryNames(schema).includes('range');
  operationId ??= `${isList ? 'list' : (VERBS[method] ?? method.toLowerCase())}${nounOf(segments)}`;
  // A name the route gives itself wins.
  if (typeof schema.operationId === 'string') operationId = schema.operationId;
  const statuses = [...errors].sort((a, b) => a - b);

  if (!success) {
    const hinted = typeof config.status === 'number' ? config.status : config.status?.[method];
    if (hinted !== undefined) success = { status: hinted };
    else if (schema.response !== undefined) return { operationId, success: 'declared', errors: statuses, isPublic };
    else if (method === 'HEAD') success = { status: 200 };
    else success = { status: isUpload ? 201 : 200, schema: {}, list: isList };
  }
  return { operationId, success, errors: statuses, isPublic };
};

const ERRORS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'A malformed query, parameter or body' },
  401: { name: 'Unauthorized', description: 'No token, or an expired or revoked one: sign in again' },
  403: { name: 'Forbidden', description: 'The permission is missing (or the address is outside the IP whitelist)' },
  404: { name: 'NotFound', description: 'No such record' },
  409: { name: 'Conflict', description: 'A unique value is taken, the record is in use, the record was saved by someone else since the version or the `updated_at` sent (the body names who, when, and the current `version`), or a request with the same `Idempotency-Key` is still running' },
  413: { name: 'PayloadTooLarge', description: 'The body or the upload is too large; nothing is kept' },
  415: { name: 'UnsupportedMediaType', description: 'The content type, or the uploaded file’s type, is not accepted' },
  428: { name: 'PreconditionRequired', description: 'A versioned record is saved with the version it was read at: send `If-Match` or `version`' },
  422: { name: 'UnprocessableEntity', description: 'Invalid values: `errors` lists the messages per field' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: wait for `Retry-After` seconds' },
  451: { name: 'TakenDown', description: 'This content was taken down and may not be uploaded again' },
};

const COMPONENTS = {
  schemas: {
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'In the language of Accept-Language' },
        errors: { type: 'object', description: 'Messages per field (snake_case)', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
    Ids: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { type: 'integer' } } } },
  },
  headers: {
    ContentRange: {
      description: 'The page and the total: `<resource> <first>-<last>/<total>`',
      required: true,
      schema: { type: 'string', example: 'videos 0-24/319' },
    },
    TotalKind: {
      description: 'How the total of `Content-Range` was read: `exact` (a filtered list counted, or an unfiltered table\'s kept row count), or `at-least` when counting a filtered list stopped at the cap (the list holds at least that many)',
      schema: { type: 'string', enum: ['exact', 'at-least'] },
    },
    ETag: {
      description: 'The record’s version (`"3"`): send it back as `If-Match` when saving it',
      required: true,
      schema: { type: 'string', example: '"3"' },
    },
    NextCursor: {
      description: 'Send it back as `cursor` with the next range (same sort, filter and size) to read the next page from where this one ended, without counting the rows before it',
      schema: { type: 'string' },
    },
  },
};

const errorResponse = (status: number) => ({
  description: ERRORS[status]!.description,
  content: { 'application/json': { schema: ref('Error') } },
  ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
});

const successResponse = ({ status, schema, contentType = 'application/json', list, hasETag }: TSuccess) => ({
  [status]: {
    description: list ? 'A page of the list' : status === 201 ? 'Created' : status === 204 ? 'Done; no content' : 'Done',
    ...(hasETag ? { headers: { ETag: { $ref: '#/components/headers/ETag' } } } : {}),
    ...(list
      ? {
          headers: {
            'Content-Range': { $ref: '#/components/headers/ContentRange' },
            'X-Total-Kind': { $ref: '#/components/headers/TotalKind' },
            'X-Next-Cursor': { $ref: '#/components/headers/NextCursor' },
          },
        }
      : {}),
    ...(schema && status !== 204 ? { content: { [contentType]: { schema } } } : {}),
  },
});

type TOpenApi = { paths: Record<string, Record<string, TJson>>; components?: Record<string, Record<string, unknown>> } & TJson;

/**
 * The swagger options `transform` and `transformObject`: route schemas from zod to snake_case JSON
 * Schema, then, once the document is assembled, what each operation answers.
 */
export const openapiTransforms = (resources: readonly TResource[], reports: readonly TReport[] = []) => {
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const reportsByName = new Map(reports.map((report) => [report.name, report]));
  const operations = new Map<string, TOperation>();

  const transform = (document: TSwaggerDocument) => {
    const { url, route } = document as TSwaggerDocument & { route: RouteOptions };
    const transformed = jsonSchemaTransform(document);
    const schema = transformed.schema as TJson;
    if (!url.startsWith(API_PREFIX) || schema.hide) return transformed;
    const path = url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      operations.set(`${method.toLowerCase()} ${path}`, describe(method, url, route.config ?? {}, schema, byName, reportsByName));
    }
    const { params, ...rest } = schema;
    return { ...transformed, schema: { ...(snakeSchema(rest) as TJson), ...(params ? { params } : {}) } as typeof transformed.schema };
  };

  const transformObject = (document: TSwaggerObject) => {
    const openapi = jsonSchemaTransformObject(document) as unknown as TOpenApi;
    const used = new Set<number>();
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const described = operations.get(`${method} ${path}`);
        if (!described) continue;
        const declared = Object.fromEntries(Object.entries(operation.responses as TJson).filter(([status]) => status.startsWith('2')));
        described.errors.forEach((status) => used.add(status));
        // The methods of one route share one operation object: each gets its own.
        methods[method] = {
          ...operation,
          operationId: described.operationId,
          responses: {
            ...(described.success === 'declared' ? declared : successResponse(described.success)),
            ...Object.fromEntries(described.errors.map((status) => [status, { $ref: `#/components/responses/${ERRORS[status]!.name}` }])),
          },
          ...(described.isPublic ? { security: [] } : {}),
        };
      }
    }
    const records = Object.fromEntries([
      ...resources.map((resource) => [recordName(resource), recordSchema(resource)]),
      ...reports.map((report) => [reportName(report), reportSchema(report)]),
    ]);
    const components = openapi.components ?? {};
    return typedNullable({
      ...openapi,
      servers: [{ url: '/', description: 'This server: paths start with /api/v1/admin' }],
      components: {
        ...components,
        schemas: { ...components.schemas, ...records, ...COMPONENTS.schemas },
        headers: COMPONENTS.headers,
        responses: Object.fromEntries([...used].sort().map((status) => [ERRORS[status]!.name, errorResponse(status)])),
      },
    }) as ReturnType<typeof jsonSchemaTransformObject>;
  };

  return { transform, transformObject };
};
