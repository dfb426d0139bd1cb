import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * A plugin of the app itself rather than of a scope of its own: Fastify's 'skip-override' (Reference/Plugins, "Handle
 * the scope"), what fastify-plugin sets. Its request decorations and hooks reach every route, and its routes run
 * every hook of the app — those added after it too (the pages' development middleware) — as routes added to the app
 * directly do.
 */
export function rootPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
