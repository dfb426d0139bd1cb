import { describe, expect, it } from 'vitest';
import { failureOf, isDocumentRequest, NOT_FOUND_MESSAGE } from './failure-answers.server.ts';

describe('what a failure tells the caller (ADR 010)', () => {
  it('keeps a 4xx status with our own words, never the framework message', () => {
    const tooLarge = Object.assign(new Error('FST_ERR_CTP_BODY_TOO_LARGE: Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(failureOf(tooLarge)).toEqual({ statusCode: 413, message: 'The request body is too large (at most 1 MB)' });
    expect(failureOf({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'text/x' })).toEqual({
      statusCode: 415,
      message: 'The request body must be JSON (Content-Type: application/json)',
    });
    expect(failureOf({ statusCode: 418, message: "'/x' is not a valid url component" })).toEqual({
      statusCode: 418,
      message: 'Bad request',
    });
  });

  it('tells a body that is not JSON, and a schema failure with its field', () => {
    expect(failureOf({ statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY', message: 'x' }).message).toBe(
      'The request body is not valid JSON',
    );
    expect(
      failureOf({ statusCode: 400, validation: [{ instancePath: '/tags' }], message: 'body/tags must be array' }),
    ).toEqual({ statusCode: 400, message: 'body/tags must be array', field: '/tags' });
  });

  it('answers a forbidden file as not found, and anything else as an internal error that says nothing more', () => {
    expect(failureOf({ statusCode: 403, message: '/etc' })).toEqual({ statusCode: 404, message: NOT_FOUND_MESSAGE });
    expect(failureOf(new TypeError('x is undefined at /work/app.ts:1'))).toEqual({
      statusCode: 500,
      message: 'Internal error',
    });
    expect(failureOf(undefined)).toEqual({ statusCode: 500, message: 'Internal error' });
    expect(failureOf({ statusCode: 503 }).statusCode).toBe(500);
  });
});

describe('the store out of reach (ADR 043)', () => {
  it('is 503, asking to try again, for PostgreSQL restarting or cut off and a socket refused, saying nothing more', () => {
    const reached = [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'timeout exceeded when trying to connect' },
      { code: 'SQLITE_BUSY', message: 'database is locked' },
    ];
    for (const error of reached) {
      const failure = failureOf(Object.assign(new Error(error.message), error));
      expect(JSON.parse(JSON.stringify(failure)), error.message).toEqual({
        statusCode: 503,
        message: 'The shop’s store cannot be reached just now; try again in a moment',
      });
    }
  });

  it('leaves a store error that is no outage an internal error (a broken query is not retried)', () => {
    for (const error of [{ code: '42P01', message: 'relation "x" does not exist' }, { code: '23505' }]) {
      expect(failureOf(Object.assign(new Error('x'), error)).statusCode).toBe(500);
    }
  });
});

describe('document requests', () => {
  it('are GET and HEAD outside the API and vike page data', () => {
    expect(isDocumentRequest('GET', '/')).toBe(true);
    expect(isDocumentRequest('HEAD', '/fr/search?q=x')).toBe(true);
    expect(isDocumentRequest('GET', '/assets/x.js')).toBe(true);
    expect(isDocumentRequest('GET', '/apiary-tools/')).toBe(true);
    expect(isDocumentRequest('POST', '/')).toBe(false);
    for (const path of ['/api/search', '/api', '/healthz', '/cms', '/cache-invalidate', '/x/index.pageContext.json']) {
      expect(isDocumentRequest('GET', path), path).toBe(false);
    }
  });
});
