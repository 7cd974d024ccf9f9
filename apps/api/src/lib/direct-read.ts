/**
 * Direct reads: the steps a catalogue GET passes through in the app (the very middleware instances app.ts
 * mounts, in its order), run one after another without Express's routing. The node-level fast path
 * (pages/fast-path.ts) runs them for a plain anonymous product read: Express's routing walks some thirty
 * layers and routers to reach the route, and that walk cost more than the read itself. Only the steps that
 * do nothing for such a request are left out (the write guards, the body parser, the write-watching cache
 * step, the routers before the route's); the fast path sends the security headers itself (the same list,
 * lib/security-headers.ts) and hands every other request to the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { apiNotFound } from './error-handler.js';

export type DirectRead = {
  app: Express;
  /** The app's compression, its first step after the security headers. */
  compress: RequestHandler;
  /** The app's next steps before its routers, in its order (the request log, the cookie parser). */
  front: readonly RequestHandler[];
  /** Where the API router is mounted, and its steps before its routes (viewer, visitor cookies, cache). */
  mount: string;
  api: readonly RequestHandler[];
  /** The route's steps (lib/route-table.ts routeHandlers: validation, then the handler). */
  route: readonly RequestHandler[];
  /** The app's error handler. */
  errors: ErrorRequestHandler;
};

/** What the router would have found for this request: the route's parameters (decoded). */
export type DirectRequest = {
  params: Record<string, string>;
  /**
   * False only when compression provably does nothing (the caller's judgement: no Accept-Encoding, and a
   * Vary naming it set before any answer): it then is left out.
   */
  compress: boolean;
};

const shared = new WeakMap<Express, DirectRead>();

/** Called by createApp with the instances it mounted; createShop's fast path finds them by the app. */
export const shareDirectRead = (read: DirectRead): void => {
  shared.set(read.app, read);
};

export const directReadOf = (app: Express): DirectRead | null => shared.get(app) ?? null;

type Step = (req: Request, res: Response, next: (err?: unknown) => void) => unknown;

/** The route's parameters of a request being read directly, until the route's steps run. */
const PARAMS = Symbol('direct-read params');
type DirectReq = Request & { [PARAMS]?: Record<string, string> };

/**
 * A runner of the steps as Express would run them: the request and response get the app's prototypes and
 * locals (as app.handle gives them), the API router's prefix is taken off the URL and the route's
 * parameters set (as the routers do), a step's next(err) or rejected promise goes to the error handler,
 * and a request no step answered gets the API's 404. The step lists are made once.
 */
export function directReader(
  read: DirectRead,
): (req: IncomingMessage, res: ServerResponse, direct: DirectRequest) => void {
  const mountApi: Step = (req, _res, next) => {
    req.baseUrl = read.mount;
    req.url = req.url.slice(read.mount.length);
    req.params = {};
    next();
  };
  const matchRoute: Step = (req, _res, next) => {
    req.params = (req as DirectReq)[PARAMS] ?? {};
    next();
  };
  const after = [...read.front, mountApi, ...read.api, matchRoute, ...read.route] as Step[];
  const compressed = [read.compress as Step, ...after];
  return (nodeReq, nodeRes, direct) => {
    const req = nodeReq as DirectReq;
    const res = nodeRes as Response;
    req.res = res;
    res.req = req;
    // A server made with appServerOptions (lib/app-server.ts) makes them with these prototypes already.
    if (Object.getPrototypeOf(req) !== read.app.request) Object.setPrototypeOf(req, read.app.request);
    if (Object.getPrototypeOf(res) !== read.app.response) Object.setPrototypeOf(res, read.app.response);
    res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.url;
    req[PARAMS] = direct.params;
    const steps = direct.compress ? compressed : after;
    let at = 0;
    const fail = (err: unknown) => {
      read.errors(err, req, res, () => undefined);
    };
    const next = (err?: unknown): void => {
      if (err !== undefined && err !== null) {
        fail(err);
        return;
      }
      const step = steps[at++];
      if (!step) {
        void apiNotFound(req, res, () => undefined);
        return;
      }
      try {
        const ret = step(req, res, next);
        if (ret instanceof Promise) ret.catch((e: unknown) => fail(e ?? new Error('Rejected promise')));
      } catch (e) {
        fail(e);
      }
    };
    next();
  };
}
