/**
 * CSV as RFC 4180 writes it (CRLF, quotes doubled, a field with a comma, quote or line break
 * quoted), with formula injection neutralised: a text cell starting with = + - @ TAB or CR gets
 * a leading `'`, so that a spreadsheet shows it instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'boolean') text = value ? '1' : '0';
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Excel reads UTF-8 (Chinese titles) only when the file starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
