/**
 * How an error is written to the server log: the failed SQL statement is kept, its parameters
 * are not (they carry passwords, secrets and personal data), and the database's own detail,
 * which repeats values (`Key (email)=(ann@example.com) already exists`), is left out too.
 */
type TLoggedError = Error & { code?: string; query?: string; params?: unknown[]; cause?: unknown; detail?: string };

/** Quoted values inside a database message, such as `invalid input syntax for type integer: "4111…"`. */
const withoutValues = (message: string): string => message.replace(/"[^"]*"/g, '"…"');

const describe = (error: TLoggedError, depth: number): Record<string, unknown> => {
  const isQuery = typeof error.query === 'string';
  const message = isQuery ? `Failed query: ${error.query}` : error.code ? withoutValues(error.message) : error.message;
  return {
    type: error.constructor?.name ?? 'Error',
    message,
    ...(error.code ? { code: error.code } : {}),
    ...(isQuery ? { params: `[${Array.isArray(error.params) ? error.params.length : 0} values withheld]` } : {}),
    stack: error.stack?.replace(error.message, message),
    ...(error.cause instanceof Error && depth < 3 ? { cause: describe(error.cause as TLoggedError, depth + 1) } : {}),
  };
};

export const errorForLog = (error: unknown): unknown => (error instanceof Error ? describe(error as TLoggedError, 0) : error);
