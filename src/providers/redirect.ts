/**
 * Only paths inside the app are followed from a query string: a single leading '/', never
 * '//host' or '/\host', which a browser would read as another origin.
 */
export const inAppPath = (value: string | null | undefined): string | undefined =>
  value && /^\/(?![/\\])/.test(value) ? value : undefined;
