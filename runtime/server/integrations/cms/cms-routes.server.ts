import type { FastifyPluginAsync } from 'fastify';
import { blockAvailable } from '../../../domain/blocks/block-availability.ts';
import { BLOCK_MANIFESTS, BLOCK_NAMES } from '../../../../generated/blocks.ts';

/** One entry of the content list: a registered block, its component file and whether the country can show it. */
export interface CmsComponent {
  readonly name: string;
  readonly file: string;
  readonly title: string;
  readonly storeFlags: readonly string[];
  readonly interactive: boolean;
  /** Whether the request's country has every store flag the block needs (per-market gating, ADR 009). */
  readonly available: boolean;
}

/**
 * spec/1 §7 content list: GET '/cms' returns the list of component file names — the content blocks registered by
 * name (spec/1 §2.9), for the request's country (the host).
 */
export const cmsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cms', async (request) => {
    const country = request.country;
    const components: CmsComponent[] = BLOCK_NAMES.map((name) => {
      const manifest = BLOCK_MANIFESTS[name];
      return {
        name,
        file: `${name}/${manifest.component}`,
        title: manifest.title,
        storeFlags: manifest.storeFlags,
        interactive: manifest.interactive,
        available: blockAvailable(name, country),
      };
    });
    return { components };
  });
};
