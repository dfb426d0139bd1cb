import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { renderSvgImage } from './svg-image.ts';

// The frame's fixed pictures (favicon, error-page illustrations), read once at start.
const STATIC_DIR = new URL('./static/', import.meta.url);
const STATIC_PICTURES = new Map(
  readdirSync(STATIC_DIR)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [`/images/${name}`, readFileSync(new URL(name, STATIC_DIR), 'utf8')]),
);

// The shop's own pictures: drawn on request (issue 4: generated SVG images, so nothing is fetched).
const PRODUCT_PICTURE = /^\/images\/p\/([A-Z0-9]{4,20})\/([1-9])\.svg$/;
const CATEGORY_PICTURE = /^\/images\/c\/([a-z0-9-]{1,64})\.svg$/;

/** Whether a path is one of the shop's own pictures (the image check answers these without a request). */
export function isOwnImagePath(path: string): boolean {
  return PRODUCT_PICTURE.test(path) || CATEGORY_PICTURE.test(path);
}

/** GET /images/p/<sku>/<n>.svg and /images/c/<key>.svg, immutable: the same name always draws the same picture. */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get('/images/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const fixed = STATIC_PICTURES.get(path);
    if (fixed !== undefined) {
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(fixed);
    }
    const product = PRODUCT_PICTURE.exec(path);
    const category = CATEGORY_PICTURE.exec(path);
    if (!product && !category) return reply.callNotFound();
    const svg = product
      ? renderSvgImage(product[1]!, product[1]!, Number(product[2]))
      : renderSvgImage(category![1]!, category![1]!.replace(/-/g, ' '));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
}
