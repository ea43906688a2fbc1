import type { TResource } from '../../resources/define.ts';

/** An enum's values as choices whose names are i18n keys (react-admin translates choice names). */
export const enumChoices = (resource: TResource, source: string) =>
  (resource.fields[source]?.values ?? []).map((value) => ({
    id: value,
    name: `resources.${resource.name}.values.${source}.${value}`,
  }));
