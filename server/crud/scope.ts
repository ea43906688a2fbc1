/**
 * Which rows a caller may see. Every admin sees everything today; a channel admin will see the
 * rows of their channels only. A resource declares the column that ties its rows to a scope
 * (`scopedBy`), and every answer kept in memory is keyed by the scope it was read under, so that
 * two callers with different scopes never share a page or a total.
 */
export type TScope = { readonly all: true; readonly key: '*' } | { readonly all: false; readonly key: string; readonly ids: readonly number[] };

export const UNRESTRICTED: TScope = Object.freeze({ all: true, key: '*' });

/** The scope of the records with these ids (a channel admin's channels). */
export const restrictedTo = (ids: readonly number[]): TScope => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return Object.freeze({ all: false, key: sorted.join(','), ids: sorted });
};
