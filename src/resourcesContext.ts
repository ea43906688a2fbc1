/**
 * The resources the app runs with, for generic views that look up another resource by name (a
 * reference's target, an enum's colours): the registry, unless a provider gives another list
 * (a test's fixture entities). The generic layer reads it here and never imports the registry.
 */
import { createContext, useContext } from 'react';
import type { TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';

export const ResourcesContext = createContext<readonly TResource[]>(resources);

export const useResources = (): readonly TResource[] => useContext(ResourcesContext);
