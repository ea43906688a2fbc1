/** Records of any registry resource, made from its field declarations. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TField, TResource } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { serverResource } from '../../../server/registry.ts';
import type { TTestApp } from '../../helpers/buildTestApp.ts';

const sampleValue = (name: string, field: TField, seed: string): unknown => {
  if (field.computed) return undefined;
  switch (field.type) {
    case 'string':
    case 'text':
      return `${name} ${seed}`.slice(0, field.max ?? 255);
    case 'richtext':
      return `<p>${name} ${seed}</p>`;
    case 'integer':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'date':
      return '2024-05-01';
    case 'datetime':
      return new Date('2024-05-01T10:00:00Z');
    case 'enum':
      return field.values![0];
    case 'url':
      return `https://example.com/${seed}`;
    case 'email':
      return `${seed}@example.com`;
    case 'reference':
    case 'references':
    case 'gallery':
      return undefined;
    case 'image':
    case 'video':
    case 'file':
      return `https://example.com/${name}/${seed}`;
    case 'json':
      return [];
    case 'money':
    case 'basisPoints':
      return field.min ?? 0;
    case 'currency':
      return 'USD';
    case 'secret':
      return `secret-${name}-${seed}-0123456789`;
  }
};

/** A valid row (camelCase, as the table takes it). */
export const sampleRow = (resource: TResource, seed = randomBytes(4).toString('hex')): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(resource.fields)
      .map(([name, field]) => [name, sampleValue(name, field, seed)] as const)
      .filter(([, value]) => value !== undefined),
  );

/** The id of a record of the resource: the first one, or one inserted for the purpose. */
export const someRecordId = async (t: TTestApp, resource: TResource): Promise<number> => {
  const { table } = serverResource(resource);
  const [first] = await t.db.select({ id: sql<number>`min(${table.id})`.mapWith(Number) }).from(table);
  if (first?.id) return first.id;
  const values = sampleRow(resource);
  // A record that must belong to another (a user to a site) gets one.
  for (const [name, field] of Object.entries(resource.fields)) {
    const target = field.type === 'reference' && field.required ? resources.find((r) => r.name === field.reference) : undefined;
    if (target) values[name] = await someRecordId(t, target);
  }
  const [row] = await t.db.insert(table).values(values).returning();
  return row!.id as number;
};
