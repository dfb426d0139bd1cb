import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CountryCode } from '../../generated/index.ts';
import { bareErrorPageHtml, errorPageFailedHtml } from './rendering/error-page-failed.server.ts';
import { isPageContextPath, isValidHost } from './request-target.server.ts';
import type { SecurityHeaders } from './security-headers.server.ts';

// ADR 010: one place answers every request that fails, whatever failed — a handler, the router, a body
// parser, the static files, the HTTP parser. A document request (a page a browser navigates to) gets the shop's
// error page (spec/1 §2.8), every other request the middleware's JSON error shape (spec/1 §8); each answer carries
// the security headers; no answer carries a framework's own text, a stack or a file path, and none echoes the
// raw input.

/** spec/1 §8: the not-found message. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** A failed request as the middleware answers it (spec/1 §8 "the error statusCode defaults to 500"). */
export interface Failure {
  readonly statusCode: number;
  readonly message: string;
  readonly field?: string;
}

/** A failure the caller may retry: answered with Retry-After (kept out of the JSON body). */
const RETRY_AFTER = Symbol('retry-after');

/** Our own wording per status: a framework's message names its internals (error codes, the raw path). */
const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: NOT_FOUND_MESSAGE,
  404: NOT_FOUND_MESSAGE,
  405: 'Method not allowed',
  408: 'The request took too long to arrive',
  413: 'The request body is too large (at most 1 MB)',
  414: 'The request URL is too long',
  415: 'The request body must be JSON (Content-Type: application/json)',
  417: 'The Expect header asks for something this server does not do',
  431: 'The request headers are too large',
  500: 'Internal error',
  503: 'The shop’s store cannot be reached just now; try again in a moment',
};

/** How long a caller is asked to wait before trying again when the store cannot be reached (ADR 043). */
const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The store out of reach, not broken (ADR 043: PostgreSQL restarting, a connection cut, SQLite busy past its wait):
 * PostgreSQL's connection and shutdown conditions (SQLSTATE classes 08 and 57P), the socket's, the pool's wait for a
 * connection. Nothing was written — each change is one transaction — so the caller may try again.
 */
const STORE_UNREACHABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'SQLITE_BUSY',
]);
const STORE_UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

function storeUnreachable({ code, message }: ErrorLike): boolean {
  return (
    (typeof code === 'string' && STORE_UNREACHABLE_CODES.has(code)) ||
    (typeof message === 'string' && STORE_UNREACHABLE_MESSAGES.test(message))
  );
}

const BODY_NOT_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  validation?: ReadonlyArray<{ instancePath?: string }>;
  message?: unknown;
}

/**
 * What a thrown error means for the caller. A user's mistake (4xx) keeps its status and gets our message; a
 * schema failure names the field (ARCHITECTURE: 400 naming the field); a missing or forbidden file is not found
 * (which files exist is not told); anything else is an internal error, 500, told as nothing more.
 */
export function failureOf(error: unknown): Failure {
  const { statusCode, code, validation, message } = (error ?? {}) as ErrorLike;
  if (Array.isArray(validation) && typeof message === 'string') {
    const field = validation[0]?.instancePath;
    return { statusCode: 400, message, ...(field ? { field } : {}) };
  }
  if (typeof code === 'string' && BODY_NOT_JSON.has(code)) {
    return { statusCode: 400, message: 'The request body is not valid JSON' };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const status = statusCode === 403 ? 404 : statusCode;
    return { statusCode: status, message: MESSAGES[status] ?? MESSAGES[400]! };
  }
  if (storeUnreachable((error ?? {}) as ErrorLike)) {
    return Object.assign({ statusCode: 503, message: MESSAGES[503]! }, { [RETRY_AFTER]: STORE_RETRY_AFTER_SECONDS });
  }
  return { statusCode: 500, message: MESSAGES[500]! };
}

/** Paths of the API and the server's own endpoints: their failures are JSON, whatever the method. */
const API_PATH = /^\/(?:api\/|api$|healthz$|readyz$|cache-invalidate$|component-cache\/|cms(?:\/|$))/;

/** A page a browser navigates to: GET or HEAD, not the API, not vike's page data. */
export function isDocumentRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return !API_PATH.test(path) && !isPageContextPath(path);
}

/** The shop's not-found page, rendered for a document that failed with a 4xx (page-server.server.ts). */
export type NotFoundPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  country: CountryCode,
  statusCode: number,
) => Promise<FastifyReply>;

/** The shop a host names, among those the server serves (shopResolver); null for any other host. */
export type ShopOfHost = (host: string | undefined) => CountryCode | null;

export interface FailureAnswers {
  /** Fastify's `frameworkErrors`: router failures, which come before any hook (so before the security headers). */
  frameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Fastify's `clientErrorHandler`: a request the HTTP parser could not read (no Fastify request exists). */
  clientError(error: NodeJS.ErrnoException, socket: Duplex): void;
  /** Answers the requests Node's HTTP server would answer bare, before Fastify sees them. */
  unroutable(server: Server): void;
  /** Sets the error and not-found handlers. Call before any route is added: a route keeps the handler it found. */
  register(app: FastifyInstance): void;
  /** Answers a failure of `request`: the error page for a document, the JSON shape otherwise. */
  answer(request: FastifyRequest, reply: FastifyReply, failure: Failure): Promise<FastifyReply>;
  /** Where the pages are served, their not-found page (spec/1 §2.8); without pages a document gets a bare page. */
  notFoundPage: NotFoundPage | null;
}

/**
 * `securityHeaders`: those every answer carries (security-headers.server.ts), for the answers that come before any
 * hook; `shopOf`: the server's shop of a host, for a failure's page in the shop's frame.
 */
export function createFailureAnswers(securityHeaders: SecurityHeaders, shopOf: ShopOfHost): FailureAnswers {
  /** The request's country: set by the host check (app/shop-country.server.ts), or read here when the failure came before it. */
  function countryOf(request: FastifyRequest): CountryCode | null {
    const set: CountryCode | undefined = request.country;
    if (set) return set;
    const host = request.headers.host;
    return isValidHost(host) ? shopOf(host) : null;
  }

  /** An answer written to the socket itself, for a request no Fastify request was made of; then the socket closes. */
  function rawAnswer(socket: Duplex, status: number): void {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ statusCode: status, message: MESSAGES[status] ?? MESSAGES[400] });
    const headers = securityHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }

  const failures: FailureAnswers = {
    notFoundPage: null,

    async answer(request, reply, failure) {
      const retryAfter = (failure as { [RETRY_AFTER]?: number })[RETRY_AFTER];
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      if (!isDocumentRequest(request.method, request.url)) {
        return reply.code(failure.statusCode).type('application/json; charset=utf-8').send(failure);
      }
      const country = countryOf(request);
      if (failure.statusCode >= 500) {
        // An internal error outside the page renderer: the shop's page for when the error page cannot be shown.
        return reply.code(failure.statusCode).type('text/html; charset=utf-8').send(errorPageFailedHtml());
      }
      if (country !== null && failures.notFoundPage !== null) {
        return failures.notFoundPage(request, reply, country, failure.statusCode);
      }
      // No shop (an unknown or invalid host) or no pages: a page that says so, in no shop's frame.
      return reply
        .code(failure.statusCode)
        .type('text/html; charset=utf-8')
        .send(bareErrorPageHtml(failure.statusCode, failure.message));
    },

    async frameworkError(error, request, reply) {
      for (const [name, value] of securityHeaders) reply.header(name, value);
      return failures.answer(request, reply, failureOf(error));
    },

    clientError(error, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      rawAnswer(socket, status);
    },

    unroutable(server) {
      // Node answers these itself, bare, when no one listens: CONNECT (this is no proxy) and an Expect header it
      // does not know (417).
      server.on('connect', (_request: IncomingMessage, socket: Duplex) => rawAnswer(socket, 405));
      server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
        const body = JSON.stringify({ statusCode: 417, message: MESSAGES[417] });
        response.writeHead(417, [
          ...securityHeaders.flat(),
          'content-type',
          'application/json; charset=utf-8',
          'connection',
          'close',
        ]);
        response.end(body);
      });
    },

    register(app) {
      app.setErrorHandler(async (error, request, reply) => {
        const failure = failureOf(error);
        if (failure.statusCode >= 500) request.log.error(error);
        return failures.answer(request, reply, failure);
      });
      app.setNotFoundHandler(async (request, reply) =>
        failures.answer(request, reply, { statusCode: 404, message: NOT_FOUND_MESSAGE }),
      );
    },
  };
  return failures;
}
