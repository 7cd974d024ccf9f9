import { ERROR_STATUS, type ErrorCode } from '@shop/domain';

/**
 * An error the API means to send: a code of the domain's list, a message for people, and the HTTP status the
 * code answers in the one table (ERROR_STATUS, decision 084); an unknown code does not compile.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
