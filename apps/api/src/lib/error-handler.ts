import { ERROR_STATUS, type ErrorCode } from '@shop/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { isUnstorableText } from '../db/errors.js';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';
import { redactedUrl } from './log-redaction.js';

type ErrorBody = { error: { code: ErrorCode; message: string; details?: unknown } };

const body = (code: ErrorCode, message: string, details?: unknown): ErrorBody =>
  details === undefined ? { error: { code, message } } : { error: { code, message, details } };

/** Errors raised by body-parser (express.json) carry a `type` and a status. */
type ParserError = Error & { type?: string; status?: number; statusCode?: number };

const parserErrors: Record<string, { code: ErrorCode; message: string }> = {
  'entity.too.large': { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  'entity.parse.failed': { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
  'encoding.unsupported': { code: 'UNSUPPORTED_ENCODING', message: 'Unsupported content encoding' },
  'charset.unsupported': { code: 'UNSUPPORTED_CHARSET', message: 'Unsupported charset' },
  'request.aborted': { code: 'REQUEST_ABORTED', message: 'Request aborted' },
  'request.size.invalid': { code: 'BAD_REQUEST', message: 'Request size did not match content length' },
};

/** The status, code and message of a body-parser error (bad JSON, too large, ...), else null. */
export const parserErrorOf = (err: unknown): { status: number; code: ErrorCode; message: string } | null => {
  const type = (err as ParserError | null)?.type;
  const known = type ? parserErrors[type] : undefined;
  return known ? { status: ERROR_STATUS[known.code], ...known } : null;
};

/**
 * A PostgreSQL error's `detail` quotes the row's values ('Key (email)=(ada@example.com) already exists'):
 * personal data that has no place in a log. The rest (code, constraint, message) is kept.
 */
const withoutRowValues = (err: unknown): unknown =>
  err instanceof Error && 'detail' in err
    ? Object.assign(Object.create(Object.getPrototypeOf(err) as object), err, {
        detail: undefined,
        message: err.message,
        stack: err.stack,
      })
    : err;

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(ERROR_STATUS.NOT_FOUND).json(body('NOT_FOUND', `No route for ${req.method} ${req.path}`));
};

export const createErrorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (err instanceof AppError) {
      res.status(err.status).json(body(err.code, err.message, err.details));
      return;
    }
    if (isUnstorableText(err)) {
      res
        .status(ERROR_STATUS.VALIDATION_FAILED)
        .json(
          body('VALIDATION_FAILED', 'The request is not valid', [
            { path: '', message: 'Text may not contain NUL characters' },
          ]),
        );
      return;
    }
    if (err instanceof ZodError) {
      const details = err.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      res
        .status(ERROR_STATUS.VALIDATION_FAILED)
        .json(body('VALIDATION_FAILED', 'The request is not valid', details));
      return;
    }
    const parserError = err as ParserError;
    const known = parserErrorOf(err);
    if (known) {
      res.status(known.status).json(body(known.code, known.message));
      return;
    }
    // Another library's own 4xx keeps its status under the code BAD_REQUEST: the one code whose status is not
    // the table's alone (decision 084).
    const status = parserError?.status ?? parserError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(body('BAD_REQUEST', 'The request could not be processed'));
      return;
    }
    logger.error(
      { err: withoutRowValues(err), method: req.method, url: redactedUrl(req.originalUrl) },
      'unhandled error',
    );
    res.status(ERROR_STATUS.INTERNAL_ERROR).json(body('INTERNAL_ERROR', 'Something went wrong on our side'));
  };
