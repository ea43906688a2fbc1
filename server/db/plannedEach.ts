/**
 * Statements planned for their values at each run. A named statement (node-postgres's, or the
 * embedded database's: pgliteStatements.ts) is planned for its values at its first five runs; then
 * PostgreSQL may keep a plan made for no value in particular. For a text matched on a trigram index
 * that plan reads the index as if the text had trigrams, and a text of fewer than `SHORT_TEXT`
 * characters has none: for `yu` it read the whole index (1.1 s on a million customers, 0.26 s on the
 * embedded database's 200,000), where a plan made for `yu` reads the narrow search table (0.1 s,
 * 0.07 s). Such a statement carries `PLANNED_EACH` in its text and is sent unnamed.
 */
export const SHORT_TEXT = 3;

/** The mark of a statement sent unnamed, so that it is planned for its values at each run (a comment: it changes nothing else). */
export const PLANNED_EACH = '/* planned for its values */';

/** Whether a text matched as a part of a field is too short for a trigram. */
export const isShortText = (text: string): boolean => [...text].length < SHORT_TEXT;
