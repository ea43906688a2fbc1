/**
 * The screens of each resource: the generic ones built from its schema, overridden by whatever
 * its folder's index.tsx exports (found by file name, so that the registry stays one line).
 */
import type { ComponentType, ReactElement } from 'react';
import type { TResource } from '../resources/define.ts';
import { genericViews } from './generic/index.tsx';

export type TResourceViews = {
  list?: ReactElement;
  create?: ReactElement;
  batchCreate?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
  icon?: ComponentType;
};

const overrides = import.meta.glob<{ default: (resource: TResource) => TResourceViews }>('../resources/*/index.tsx', {
  eager: true,
});

const overrideOf = (name: string) => overrides[`../resources/${name}/index.tsx`]?.default;

export const viewsOf = (resource: TResource): TResourceViews => ({
  ...genericViews(resource),
  ...overrideOf(resource.name)?.(resource),
});
