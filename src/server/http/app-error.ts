// The one error type use cases throw. The error handler maps it to the JSON error body of
// DESIGN section 6: { message, code, fields? } with the given HTTP status.

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Response headers that belong to the error, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fields?: FieldErrors) {
    return new AppError(400, 'invalid_input', message, fields);
  }
  static unauthorized(message = 'Please sign in to continue.') {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You do not have access to this resource.') {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message: string) {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string, code = 'conflict') {
    return new AppError(409, code, message);
  }
}
