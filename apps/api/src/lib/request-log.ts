/**
 * The request log: one line per request once its answer is done, as pino-http wrote it (`req` {id, method, url},
 * `res` {statusCode}, `responseTime` in ms; 'request completed' at info, warn for a 4xx; 'request errored' with
 * an `err` at error for a 5xx), and `req.log`, a child logger bound to the request, for handlers.
 *
 * Written here instead of taken from pino-http (decision 052): pino-http made that child logger on every request
 * (pino serialises a child's bindings when it is made) and added and removed three listeners, even when the
 * line was then dropped (LOG_LEVEL=warn drops every successful read's). That was about a tenth of a cold product
 * read's CPU. Here a request costs an id, a clock read and one listener; the child is made when a handler first
 * reads `req.log` (a getter on the app's request prototype), which only error paths do.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { redactedUrl } from './log-redaction.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request's number in this process (set by the request log). */
    id: number;
    /** A child of the app's logger bound to this request. */
    log: Logger;
  }
}

type LoggedRequest = IncomingMessage & { originalUrl?: string };

const serializers = {
  // A one-time link's token is never written (decision 059).
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: redactedUrl(req.originalUrl || req.url || ''),
  }),
  res: (res: ServerResponse) => ({ statusCode: res.headersSent ? res.statusCode : null }),
};

const CHILD = Symbol('request logger');
const MAX_ID = 2 ** 31 - 1;

export type RequestLogOptions = {
  /** Requests that get no line (health checks, images). */
  ignore: (req: IncomingMessage) => boolean;
};

/** The level of a finished request's line: error for a 5xx, warn for a 4xx, info otherwise. */
const levelOf = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/** The request log step of `app` (which also gets `req.log`). */
export function requestLog(app: Express, logger: Logger, options: RequestLogOptions): RequestHandler {
  const log = logger.child({}, { serializers });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= log.child({ req: this }));
    },
  });
  let lastId = 0;

  const lineOf = (req: LoggedRequest, res: ServerResponse, started: number) => {
    const level = levelOf(res.statusCode);
    if (!log.isLevelEnabled(level)) return;
    const responseTime = Date.now() - started;
    if (level === 'error') {
      const err = new Error(`failed with status code ${res.statusCode}`);
      log.error({ req, res, err, responseTime }, 'request errored');
    } else {
      log[level]({ req, res, responseTime }, 'request completed');
    }
  };

  return (req, res, next) => {
    lastId = lastId === MAX_ID ? 1 : lastId + 1;
    req.id = lastId;
    if (!options.ignore(req)) {
      const started = Date.now();
      // 'close' comes once the answer is sent, or when the client went away first (then with no status).
      res.once('close', () => lineOf(req, res, started));
    }
    next();
  };
}
