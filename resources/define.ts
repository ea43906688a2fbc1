/**
 * The resource kernel shared by the app and the API: one declaration per entity, from which
 * the server derives its table, routes and permissions, and the app its views and menu.
 * Imports zod only, so that both halves can load it.
 */
import { z } from 'zod';

export const AREAS = ['content', 'customers', 'commerce', 'marketing', 'analytics', 'administration'] as const;
export type TArea = (typeof AREAS)[number];

export type TFieldType =
  | 'string'
  | 'text'
  | 'richtext'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'url'
  | 'email'
  | 'reference';

export type TField = {
  type: TFieldType;
  required?: boolean;
  /** A database unique constraint; a clash answers 409 with this field's message. */
  unique?: boolean;
  /** Length for text types, value for integers. */
  min?: number;
  max?: number;
  /** The allowed values of an enum. */
  values?: readonly string[];
  /** The target resource of a reference. */
  reference?: string;
  default?: string | number | boolean;
};

export type TOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

export type TAction = {
  /** Also offered as a bulk action on the list (grants `batch-action-<resource>`). */
  bulk?: boolean;
};

/** App paths relative to the resource's base path; `:id` is the record id. */
export type TRoutes = { list: string; create?: string; edit?: string; show?: string };

export type TResourceDef<F extends Record<string, TField> = Record<string, TField>> = {
  name: string;
  area: TArea;
  /** The base path in the app, as the spec's route table gives it (`/blocks/informations`). */
  path: string;
  routes: TRoutes;
  /** Order of the entry in its area's menu group. */
  menuOrder?: number;
  fields: F;
  operations: readonly TOperation[];
  /** Columns of the list, in order; `id` may be named. */
  list: readonly (keyof F | 'id' | 'createdAt' | 'updatedAt')[];
  /** Fields offered as list filters (equality, lists, ranges for integers and dates). */
  filters?: readonly (keyof F)[];
  /** Text fields searched by the `q` filter. */
  search?: readonly (keyof F)[];
  /** Fields the list may be sorted by (`id`, `createdAt` and `updatedAt` always may). */
  sortable?: readonly (keyof F)[];
  sort: { field: keyof F | 'id' | 'createdAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
  actions?: Record<string, TAction>;
  /** The field that names a record in titles, breadcrumbs and references. */
  title: keyof F | 'id';
  /** An i18n key that titles the menu entry instead of the resource name (spec: FAQ is 'custom'). */
  menuLabel?: string;
};

export type TResource<F extends Record<string, TField> = Record<string, TField>> = TResourceDef<F> & {
  /** What a record looks like on the wire (camelCase here, converted at the boundary). */
  zRecord: z.ZodObject;
  zCreate: z.ZodObject;
  zUpdate: z.ZodObject;
  permissions: string[];
  hasBulk: boolean;
};

/** A URL that is http(s), mailto or tel, as spec §5 allows. */
export const zLink = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{3,})$/i.test(value), {
    message: 'validation.link',
  });

/** Messages are i18n keys (`validation.*`), translated by the app and sent as keys by the API. */
const fieldSchema = (field: TField): z.ZodType => {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext': {
      let s = z.string({ error: 'validation.string' }).trim();
      const max = field.max ?? (field.type === 'string' ? 255 : 65535);
      s = s.max(max, { message: `validation.max_length|${max}` });
      if (field.required) s = s.min(Math.max(1, field.min ?? 1), { message: 'validation.required' });
      else if (field.min) s = s.min(field.min, { message: `validation.min_length|${field.min}` });
      return s;
    }
    case 'integer': {
      let n = z.number({ error: 'validation.number' }).int({ message: 'validation.integer' });
      n = n.min(field.min ?? -2147483648, { message: `validation.min_value|${field.min ?? -2147483648}` });
      n = n.max(field.max ?? 2147483647, { message: `validation.max_value|${field.max ?? 2147483647}` });
      return n;
    }
    case 'boolean':
      return z.boolean({ error: 'validation.boolean' });
    case 'date':
      return z.iso.date({ message: 'validation.date' });
    case 'datetime':
      return z.iso.datetime({ offset: true, message: 'validation.datetime' });
    case 'enum':
      return z.enum(field.values as [string, ...string[]], { message: 'validation.enum' });
    case 'url':
      return zLink;
    case 'email':
      return z.email({ message: 'validation.email' }).max(255, { message: 'validation.max_length|255' });
    case 'reference':
      return z.number({ error: 'validation.reference' }).int().positive({ message: 'validation.reference' });
  }
};

const requiredOnCreate = (field: TField) => field.required && field.default === undefined;

export const defineResource = <const F extends Record<string, TField>>(def: TResourceDef<F>): TResource<F> => {
  const entries = Object.entries(def.fields) as [string, TField][];
  const writable = Object.fromEntries(
    entries.map(([name, field]) => {
      const schema = fieldSchema(field);
      return [name, requiredOnCreate(field) ? schema : schema.nullable().optional()];
    }),
  );
  const record = Object.fromEntries(entries.map(([name, field]) => [name, fieldSchema(field).nullable()]));
  const actions = Object.keys(def.actions ?? {});
  const hasBulk = def.operations.includes('delete') || Object.values(def.actions ?? {}).some((a) => a.bulk);
  const crud = (['list', 'create', 'edit', 'delete'] as const).filter((p) =>
    def.operations.includes(p === 'edit' ? 'update' : p),
  );
  return {
    ...def,
    // Unknown keys are refused (422), so that a client cannot write what the form does not show.
    zCreate: z.strictObject(writable),
    zUpdate: z.strictObject(
      Object.fromEntries(Object.entries(writable).map(([name, schema]) => [name, schema.optional()])),
    ),
    zRecord: z.object({
      id: z.number().int(),
      ...record,
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    hasBulk,
    permissions: [
      ...crud.map((p) => `${p}-${def.name}`),
      ...actions.map((a) => `${a}-${def.name}`),
      ...(hasBulk ? [`batch-action-${def.name}`] : []),
    ],
  };
};

/** The path of a screen of a resource in the app, or undefined when it has no such screen. */
export const resourcePath = (
  resource: Pick<TResourceDef, 'path' | 'routes'>,
  screen: keyof TRoutes,
  id?: number | string,
): string | undefined => {
  const route = resource.routes[screen];
  if (route === undefined) return undefined;
  const path = route === '' ? resource.path : `${resource.path}/${route}`;
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
};
