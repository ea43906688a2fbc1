/** What an audit entry changed: every field of before and after, side by side, the changed ones first. */
export type TAuditChange = { field: string; before: unknown; after: unknown; isChanged: boolean };

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const auditChanges = (before: unknown, after: unknown): TAuditChange[] => {
  const [from, to] = [asObject(before), asObject(after)];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const rows = fields.map((field) => ({
    field,
    before: from[field],
    after: to[field],
    isChanged: JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null),
  }));
  return [...rows.filter((r) => r.isChanged), ...rows.filter((r) => !r.isChanged)];
};

/** A value as one line of text: strings as they are, nothing as an em dash, the rest as JSON. */
export const displayValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};
