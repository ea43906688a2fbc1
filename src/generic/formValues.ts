/**
 * From form values to what the API takes, and the form's validation from the same zod schema
 * the API validates with, so that the form and the server never disagree.
 */
import type { z } from 'zod';
import { isWritable, type TResource } from '../../resources/define.ts';
import { issueMessage } from '../../resources/issueMessage.ts';
import { appFieldType } from './fieldTypes.tsx';
import { READ_AT } from '../providers/dataProvider.ts';

type TValues = Record<string, unknown>;
type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Declared fields only (the API refuses any other key, id and timestamps included, with 422),
 * text trimmed, an emptied input as null; a field never set is left out.
 */
export const toPayload = (resource: TResource, values: TValues, operation: 'create' | 'update' = 'create'): TValues =>
  Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([name, field]) => values[name] !== undefined && isWritable(field, operation))
      .map(([name, field]) => {
        const value = values[name];
        const { toPayload: convert } = appFieldType(field);
        if (convert) return [name, convert(value)];
        const cleaned = typeof value === 'string' ? value.trim() : value;
        return [name, cleaned === '' ? null : cleaned];
      }),
  );

/**
 * An edit's payload, naming what the record was read at so that a save over a colleague's newer one
 * is refused: a versioned record's version; any other's `updatedAt`, which the data provider sends
 * as `If-Match` (READ_AT).
 */
export const toUpdatePayload = (resource: TResource, values: TValues): TValues => {
  const payload = toPayload(resource, values, 'update');
  if (resource.versioned) return values.version !== undefined ? { ...payload, version: values.version } : payload;
  return typeof values.updatedAt === 'string' ? { ...payload, [READ_AT]: values.updatedAt } : payload;
};

/** The kernel's messages are keys with an optional argument, `validation.max_length|50`; catalogues call it max or min. */
export const translateMessage = (translate: TTranslate, message: string): string => {
  const [key = message, argument, second] = message.split('|');
  if (argument === undefined) return translate(key, { _: key });
  // Two arguments are a range (`validation.duration|0|360000`); one is the bound the key names.
  return second === undefined
    ? translate(key, { max: Number(argument), min: Number(argument), _: key })
    : translate(key, { min: Number(argument), max: Number(second), _: key });
};

type TErrors = Record<string, unknown>;

/**
 * Sets the message at the issue's path unless one is there: `['socialLinks', 1, 'url']` lands
 * under the second row's link input (react-admin reads arrays of row errors), not under the list.
 */
const place = (errors: TErrors, path: readonly PropertyKey[], message: string) => {
  const [name, index, field] = path;
  if (typeof name !== 'string') return;
  if (typeof index === 'number' && typeof field === 'string') {
    const current = errors[name];
    if (typeof current === 'string') return;
    const rows = (Array.isArray(current) ? current : []) as TErrors[];
    rows[index] = { ...rows[index] };
    if (!(field in rows[index])) rows[index][field] = message;
    errors[name] = Array.from(rows, (row) => row ?? {});
    return;
  }
  if (!(name in errors)) errors[name] = message;
};

/** The form's `validate`: the first message per field (per row and column of a list of objects), translated. */
export const formValidator =
  (resource: TResource, schema: z.ZodObject, translate: TTranslate) =>
  (values: TValues): TErrors => {
    const operation = schema === resource.ZUpdate ? 'update' : 'create';
    const payload = toPayload(resource, values, operation);
    const errors: TErrors = {};
    // A required field must hold a value even where the schema lets it be omitted (a column default or a partial update).
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.required && isWritable(field, operation) && (payload[name] === undefined || payload[name] === null)) {
        errors[name] = translateMessage(translate, 'validation.required');
      }
    }
    for (const issue of schema.safeParse(payload).error?.issues ?? []) place(errors, issue.path, translateMessage(translate, issueMessage(issue as Parameters<typeof issueMessage>[0])));
    return errors;
  };

/**
 * Rules that hold fields together (a discount no higher than its original price), shared with the
 * server, which checks them after every write: per-field messages, as i18n keys.
 */
export type TFormRules = (values: TValues) => Record<string, string[]>;

/** A form's `validate` that also checks the resource's rules; a field's own message comes first. */
export const withRules =
  (validate: (values: TValues) => TErrors, rules: TFormRules | undefined, translate: TTranslate) =>
  (values: TValues): TErrors => {
    const errors = validate(values);
    for (const [name, messages] of Object.entries(rules?.(values) ?? {})) {
      if (!(name in errors) && messages[0]) errors[name] = translateMessage(translate, messages[0]);
    }
    return errors;
  };

/** The declared defaults, so that a new record starts as the API would fill it. */
export const defaultValuesOf = (resource: TResource): TValues =>
  Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => field.default !== undefined)
      .map(([name, field]) => [name, field.default]),
  );
