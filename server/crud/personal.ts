/**
 * Personal fields (`personal` in a declaration: an e-mail, a phone) reach only the staff who hold
 * the permission that unmasks them; everyone else reads them masked in records, lists and exports,
 * and a masked value written back changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import { isMaskedValue, SECRET_MASK, type TFieldType, type TResource } from '../../resources/define.ts';

/** `jane@example.com` → `j***@example.com`; any other text keeps its last two characters (`***78`). */
export const maskValue = (value: unknown, type: TFieldType): unknown => {
  if (typeof value !== 'string' || value === '') return value;
  if (type === 'email') {
    const at = value.lastIndexOf('@');
    return at > 0 ? `${value[0]}***${value.slice(at)}` : '***';
  }
  return `***${value.length > 4 ? value.slice(-2) : ''}`;
};

/** The personal fields of the resource that this caller reads masked. */
export const maskedFields = (resource: TResource, request: FastifyRequest): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => field.personal && !request.admin?.permissions.has(`${field.personal.unmaskedBy}-${resource.name}`))
    .map(([name]) => name);

/**
 * The fields a list's `q` searches for this caller: the resource's search fields less the ones it
 * reads masked, so that a search cannot confirm a guessed e-mail or phone the caller may not see.
 */
export const searchableFields = (resource: TResource, masked: readonly string[]): string[] =>
  ((resource.search ?? []) as string[]).filter((name) => !masked.includes(name));

/** The row with those fields masked (in place: rows are read for this answer only). */
export const maskRow = <T extends Record<string, unknown> | undefined>(resource: TResource, row: T, masked: readonly string[]): T => {
  if (!row) return row;
  for (const name of masked) if (name in row) (row as Record<string, unknown>)[name] = maskValue(row[name], resource.fields[name]!.type);
  return row;
};

/** A record as this caller may read it. */
export const presentRecord = <T extends Record<string, unknown> | undefined>(resource: TResource, request: FastifyRequest, row: T): T =>
  maskRow(resource, row, maskedFields(resource, request));

/** A personal field or a secret sent back masked, as it was read, is no change: it is left out of the write. */
export const withoutMaskedEchoes = (resource: TResource, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const field = resource.fields[name];
      return !((field?.personal && isMaskedValue(value)) || (field?.type === 'secret' && value === SECRET_MASK));
    }),
  );
