import { Resource, type ResourceProps } from 'react-admin';
import { CatchAll } from './pages/CatchAll.tsx';

/**
 * Registers a resource with react-admin (references, titles, access checks) without routing it:
 * its screens are routed at the spec's paths by routes.tsx. react-admin still mounts every
 * registered resource at /<name>/*, so what reaches this element is a path no screen took —
 * a screen the admin may not open, or no screen at all — and the catch-all decides 401 or 404.
 */
export const ResourceEntry = (_props: ResourceProps) => <CatchAll />;
ResourceEntry.raName = 'Resource';
ResourceEntry.registerResource = Resource.registerResource;
