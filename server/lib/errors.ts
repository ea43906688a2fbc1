/** Application errors with a status and, for validation, messages per field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside `message` and `errors` (a stale save's current version). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'errors.not_found') => new HttpError(404, message);
export const forbidden = (message = 'errors.forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'errors.unauthorized') => new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, errors);
export const unprocessable = (errors: Record<string, string[]>) => new HttpError(422, 'errors.validation', errors);
