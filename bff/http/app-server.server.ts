import { createServer, IncomingMessage, ServerResponse, type RequestListener, type Server } from 'node:http'
import type { Express } from 'express'

/**
 * An HTTP server whose requests and responses are made with the Express app's prototypes from the
 * start. Express gives each request and response its prototypes as it arrives (`expressInit`,
 * Object.setPrototypeOf). Measured on this machine, that change alone made much of each request's
 * garbage outlive the young generation, its collections took twice as long, and Express's plainest
 * answer cost three quarters more, client included (decision 086). Made with the app's prototypes,
 * the objects already have them, and Express's call changes nothing.
 */
export function createAppServer(app: Express, listener: RequestListener = app): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request)
  Object.setPrototypeOf(AppResponse.prototype, app.response)
  app.request = AppRequest.prototype as unknown as Express['request']
  app.response = AppResponse.prototype as unknown as Express['response']
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, listener)
}
