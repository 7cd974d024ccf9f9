/**
 * Node's request and response objects born with the app's prototypes (app.request, app.response), for the
 * http server to make its requests from (createServer's IncomingMessage and ServerResponse options).
 *
 * Express gives every request its app's prototypes with Object.setPrototypeOf (app.handle; the direct product
 * read did the same). Changing the prototype of a live object costs V8 its fast paths for that object in
 * node's own http code: a plain node server writing the product read's answer spent 68 µs of CPU a request,
 * and 141 µs with the two setPrototypeOf calls added. Objects made here already have the app's prototypes, so
 * Express's call changes nothing and the direct read makes none (docs/decisions/052).
 */
import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Express } from 'express';

export function appServerOptions(app: Express): ServerOptions {
  // Node's own constructors are plain functions (not classes): each runs on the object `new` made from the
  // app's prototype, with whatever arguments node's server passes.
  function AppRequest(this: IncomingMessage, ...args: unknown[]): void {
    Reflect.apply(IncomingMessage, this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, ...args: unknown[]): void {
    Reflect.apply(ServerResponse, this, args);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}
