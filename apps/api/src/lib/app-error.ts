/** An error the API means to send: a SCREAMING_SNAKE code, a message for people and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
