// The listReviewHighlights operation over real HTTP (spec/1 §2.9 review carousel, §7 calls, §8 HTTP codes), on a
// real SQLite file seeded with the demo catalogue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import answersSchema from '../../../schemas/operation-answers.schema.json' with { type: 'json' };
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { buildApp } from '../app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
let port: number;

const api = (payload: unknown, host = 'de.localhost:3000', operation = 'listReviewHighlights') =>
  httpCall(port, 'POST', `/api/${operation}`, {
    host,
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-review-highlights-http-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    cacheSecret: 'test-secret-0123456789',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(commonSchema);
ajv.addSchema(answersSchema);
const validateAnswer = ajv.getSchema(`${answersSchema.$id}#/properties/listReviewHighlights`)!;

interface Highlight {
  id: string;
  rating: number;
  createdAt: string;
  product: { sku: string; slug: string };
}

describe('POST /api/listReviewHighlights (spec/1 §2.9 review carousel)', () => {
  it('answers the 9 most recent reviews of 4 stars or more by default, in the published shape', async () => {
    const answer = await api({});
    expect(answer.status).toBe(200);
    const body = answer.json() as { results: Highlight[] };
    expect(validateAnswer(body), JSON.stringify(validateAnswer.errors)).toBe(true);
    expect(body.results).toHaveLength(9);
    expect(body.results.every((review) => review.rating >= 4)).toBe(true);
    const dates = body.results.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('narrows to a category, a minimum rating and a limit', async () => {
    const body = (await api({ categoryKey: 'garden', minRating: 5, limit: 3 })).json() as { results: Highlight[] };
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(3);
    expect(body.results.every((review) => review.rating === 5)).toBe(true);
  });

  it("answers in the language asked for: the product's slug in that language", async () => {
    const body = (await api({ language: 'fr', limit: 2 }, 'ch.localhost:3000')).json() as { results: Highlight[] };
    const [first] = body.results;
    const product = (
      await api({ skus: [first!.product.sku], language: 'fr' }, 'ch.localhost:3000', 'getProductsBySkus')
    ).json().results[0];
    expect(first!.product.slug).toBe(product.slug);
  });

  it('answers an unknown category 404', async () => {
    const answer = await api({ categoryKey: 'no-such-category' });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404, field: '/categoryKey' });
  });

  it('answers a payload that fails its schema 400, naming the field', async () => {
    expect((await api({ minRating: 6 })).json()).toEqual({
      statusCode: 400,
      message: '/minRating must be <= 5 (got 6)',
      field: '/minRating',
    });
    expect((await api({ limit: 0 })).json()).toMatchObject({ statusCode: 400, field: '/limit' });
    expect((await api({ minRating: 4.5 })).json()).toMatchObject({ statusCode: 400, field: '/minRating' });
    const tooMany = Array.from({ length: 49 }, (_, index) => `EX${String(30000000 + index)}`);
    expect((await api({ skus: tooMany })).json()).toMatchObject({ statusCode: 400, field: '/skus' });
    expect((await api({ categoryKey: 'Garden!' })).json()).toMatchObject({ statusCode: 400, field: '/categoryKey' });
    expect((await api({ sort: 'rating' })).json()).toMatchObject({
      statusCode: 400,
      field: '/sort',
      message: '/sort is not a known property',
    });
  });

  it('answers a category and SKUs together 400, naming /skus', async () => {
    expect((await api({ categoryKey: 'garden', skus: ['EX30000001'] })).json()).toEqual({
      statusCode: 400,
      message: '/skus cannot be combined with /categoryKey: give one or the other',
      field: '/skus',
    });
  });

  it('refuses a language the country does not have', async () => {
    expect((await api({ language: 'fr' })).json()).toMatchObject({ statusCode: 400, field: '/language' });
  });
});
