/**
 * The answer shape of the marketing and push calls: `{status: 'success'}` or, for an error,
 * `{status: 'error', message, error: {code, message}}` (the spec's shape, which the web reads, plus the
 * API's one error shape). Validation failures answer the spec's messages where it has one.
 */
import {
  ERROR_STATUS,
  MARKETING_MESSAGES,
  MarketingErrorSchema,
  MarketingResponseSchema,
  type ErrorCode,
  type MarketingResponse,
} from '@shop/domain';
import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { AppError } from './app-error.js';
import { parserErrorOf } from './error-handler.js';
import { component, reply, type Reply } from './route-table.js';

/** The marketing shape in the OpenAPI document. */
export const MarketingAnswer = component('MarketingResponse', MarketingResponseSchema);
/** A refusal of a marketing or push call: {status: "error", message, error: {code, message}}. */
export const marketingRefusal = (description: string): Reply =>
  reply(description, component('MarketingError', MarketingErrorSchema));
/**
 * What every marketing and push call may answer besides its success, in the marketing shape: its own refusals,
 * the write guards' and the JSON parser's (marketingErrorHandler answers them all).
 */
export const marketingRefusals: Record<number, Reply> = {
  400: marketingRefusal("Invalid input (VALIDATION_FAILED, INVALID_JSON, or the call's own code)"),
  403: marketingRefusal('Foreign Origin (FORBIDDEN_ORIGIN)'),
  413: marketingRefusal('Body too large (PAYLOAD_TOO_LARGE)'),
  415: marketingRefusal('Not application/json (UNSUPPORTED_MEDIA_TYPE)'),
  429: marketingRefusal('Too many calls from this client (RATE_LIMITED)'),
};
export const MARKETING_ERRORS_NOTE =
  'Errors answer {status:"error", message, error:{code, message}}: 400 VALIDATION_FAILED with the spec message (No email supplied to form, Invalid email address, the footer rules), 429 RATE_LIMITED.';

export const sendSuccess = (res: Response, status = 200): void => {
  const body: MarketingResponse = { status: 'success' };
  res.status(status).set('Cache-Control', 'no-store').json(body);
};

const messageOfZod = (err: ZodError, body: unknown): string => {
  if (body === undefined || body === null || typeof body !== 'object') return MARKETING_MESSAGES.noEmail;
  const emailIssue = err.issues.find((i) => i.path[0] === 'email');
  if (emailIssue) {
    const email = (body as { email?: unknown } | undefined)?.email;
    return email === undefined || email === null || email === ''
      ? MARKETING_MESSAGES.noEmail
      : MARKETING_MESSAGES.invalidEmail;
  }
  const first = err.issues[0];
  return first
    ? `${first.path.map(String).join('.') || 'body'}: ${first.message}`
    : 'The request is not valid';
};

/** Turns AppErrors and ZodErrors of these routes into the marketing shape; anything else goes on. */
export const marketingErrorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  let status: number;
  let code: ErrorCode;
  let message: string;
  let details: unknown;
  if (err instanceof AppError) {
    ({ status, code, message, details } = err);
  } else if (err instanceof ZodError) {
    code = 'VALIDATION_FAILED';
    status = ERROR_STATUS[code];
    message = messageOfZod(err, req.body);
    details = err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  } else {
    // A body the JSON parser refused (not JSON, top-level null, too large) still gets this shape.
    const parser = parserErrorOf(err);
    if (!parser) return next(err);
    ({ status, code, message } = parser);
  }
  const error = details === undefined ? { code, message } : { code, message, details };
  res.status(status).json({ status: 'error', message, error });
};
