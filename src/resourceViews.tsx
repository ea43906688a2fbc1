/**
 * The screens of each resource: the generic ones built from its schema, overridden by whatever
 * its folder's index.tsx exports (found by file name, so that the registry stays one line). Both
 * load when one of the resource's screens is first opened, in chunks of their own, so that the
 * first screen does not wait for every resource's screens.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import type { TResource } from '../resources/define.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

export type TResourceViews = {
  list?: ReactElement;
  create?: ReactElement;
  batchCreate?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
  /** The entity's own screens, by the names its declaration's `screens` gives them. */
  screens?: Record<string, ReactElement>;
};
export type TScreen = Exclude<keyof TResourceViews, 'screens'>;

const overrides = import.meta.glob<{ default: (resource: TResource) => TResourceViews }>('../resources/*/index.tsx');

const loadViews = async (resource: TResource): Promise<TResourceViews> => {
  const [{ genericViews }, override] = await Promise.all([
    import('./generic/index.tsx'),
    overrides[`../resources/${resource.name}/index.tsx`]?.(),
  ]);
  return { ...genericViews(resource), ...override?.default(resource) };
};

type TScreensProps = { screen: TScreen; extra?: undefined } | { screen?: undefined; extra: string };

const screensByResource = new Map<string, LazyExoticComponent<ComponentType<TScreensProps>>>();

/** One lazy component per resource, so that its modules are fetched once whichever screen comes first. */
const screensOf = (resource: TResource) => {
  let Screens = screensByResource.get(resource.name);
  if (!Screens) {
    Screens = lazy(async () => {
      const views = await loadViews(resource);
      return { default: ({ screen, extra }: TScreensProps) => (extra === undefined ? views[screen] : views.screens?.[extra]) ?? <NotFoundPage /> };
    });
    screensByResource.set(resource.name, Screens);
  }
  return Screens;
};

/** A screen of a resource, with react-admin's progress indicator while its modules load. */
export const resourceScreen = (resource: TResource, screen: TScreen): ReactElement => {
  const Screens = screensOf(resource);
  return (
    <Suspense fallback={<Loading />}>
      <Screens screen={screen} />
    </Suspense>
  );
};

/** One of the entity's own screens (its declaration's `screens`), as its index.tsx gives it. */
export const extraScreen = (resource: TResource, name: string): ReactElement => {
  const Screens = screensOf(resource);
  return (
    <Suspense fallback={<Loading />}>
      <Screens extra={name} />
    </Suspense>
  );
};
