/**
 * Fields whose values need a format the kernel's field types do not know (an IP range, a host
 * name): the resource keeps its declaration, and these fields' schemas are replaced in the
 * contracts that the API validates with and the forms check against.
 */
import type { z } from 'zod';
import { withMaskedEcho, type TResource } from './define.ts';

export const withFormats = <R extends TResource>(resource: R, formats: Record<string, z.ZodType>): R => {
  const onCreate = Object.fromEntries(
    Object.entries(formats).map(([name, schema]) => {
      const field = resource.fields[name];
      const isRequired = field?.required && field.default === undefined;
      return [name, isRequired ? schema : schema.nullable().optional()];
    }),
  );
  const onUpdate = Object.fromEntries(Object.entries(onCreate).map(([name, schema]) => [name, withMaskedEcho(resource.fields[name]!, schema).optional()]));
  return { ...resource, ZCreate: resource.ZCreate.extend(onCreate), ZUpdate: resource.ZUpdate.extend(onUpdate) };
};
