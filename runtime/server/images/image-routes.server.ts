import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { drawPicture, isDrawnPicturePath } from './own-pictures.ts';

// The frame's fixed pictures (favicon, error-page illustrations), read once at start.
const STATIC_DIR = new URL('./static/', import.meta.url);
const STATIC_PICTURES = new Map(
  readdirSync(STATIC_DIR)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [`/images/${name}`, readFileSync(new URL(name, STATIC_DIR), 'utf8')]),
);

// A picture's entity tag is its content's digest: a revalidating cache gets a 304 and no bytes.
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

function sendPicture(request: FastifyRequest, reply: FastifyReply, body: string, cacheControl: string) {
  const tag = entityTag(body);
  reply.type('image/svg+xml').header('cache-control', cacheControl).header('etag', tag);
  const wanted = request.headers['if-none-match'];
  if (wanted !== undefined && wanted.split(',').some((entry) => entry.trim().replace(/^W\//, '') === tag)) {
    return reply.code(304).send();
  }
  return reply.send(body);
}

/** Whether a path is one of the shop's own pictures, drawn or fixed (the image check answers these without a request). */
export function isOwnImagePath(path: string): boolean {
  return STATIC_PICTURES.has(path) || isDrawnPicturePath(path);
}

/**
 * GET /images/p/<type>/<brand>/<sku>/<n>.svg (and the older /images/p/<sku>/<n>.svg) and /images/c/<key>.svg,
 * immutable with an entity tag: the same address always draws the same picture.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/images/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const fixed = STATIC_PICTURES.get(path);
    if (fixed !== undefined) return sendPicture(request, reply, fixed, 'public, max-age=86400');
    const drawn = drawPicture(path);
    if (drawn === null) return reply.callNotFound();
    return sendPicture(request, reply, drawn, 'public, max-age=31536000, immutable');
  });
};
