// `npm run bench:blocks`, its server half: what each block of the library costs a page on the server.
// Every block's fixture is loaded and rendered as a content page does it (blocks/load-blocks.server.ts), with the
// operations blocks.bench.ts passes in (the real middleware in process on a seeded SQLite store), in the page
// context the real +onCreatePageContext hook builds.
//
// This is page code, and page code runs on the server as Vite bundles it (vike's dist/server): it needs Vite's
// transforms (import.meta.glob in runtime/i18n/messages.server.ts) and React's production build. So
// blocks.bench.ts does not import this file: blocks-build.ts bundles it with Vite (NODE_ENV=production) and the
// bench imports the bundle, with NODE_ENV=production set before React is first loaded.
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import {
  checkBlock,
  loadBlock,
  loadBlocks,
  type LoadedBlock,
  type PageBlocksContext,
} from '../blocks/load-blocks.server.ts';
import { isStaticBlock } from '../runtime/view/block-types.ts';
import { inVikePageContext } from '../runtime/view/vike-page-context.ts';
import type { OperationClient } from '../runtime/client/operation-client.ts';
import { BLOCK_LIBRARY } from '../generated/block-library.server.ts';
import { BLOCK_MANIFESTS, BLOCK_NAMES, type BlockName } from '../generated/blocks.ts';
import type { CountryCode } from '../generated/index.ts';
import { onCreatePageContext } from '../runtime/pages/+onCreatePageContext.server.ts';

// The library as this bundle was built from it: the bench reads the client bundle against the same manifests.
export { BLOCK_MANIFESTS, BLOCK_NAMES };

/** Median and 95th percentile of a series of timings, in µs. */
export interface Timing {
  readonly median: number;
  readonly p95: number;
}

/** One block in one shop: how it came out, and its timings when it was rendered. */
export interface BlockSsr {
  readonly block: BlockName;
  readonly interactive: boolean;
  /**
   * ok: loaded and rendered. empty: its loader found nothing to show with the fixture in this shop (a page leaves
   * the block out, loadBlocks answers nothing). error: the fixture failed its schema, the loader threw or the
   * component threw — a broken block.
   */
  readonly status: 'ok' | 'empty' | 'error';
  readonly error?: string;
  /** The whole server cost: loadBlocks() for the block, plus, for an interactive block, its render in the page. */
  readonly ssr?: Timing;
  /** Props checked against the schema (checkBlock) and the loader run: the part loadBlocks spends before rendering. */
  readonly load?: Timing;
  /** The component rendered with the loaded data in the page context (see `renderedBy`). */
  readonly render?: Timing;
  readonly renderedBy?: 'renderToStaticMarkup' | 'renderToString';
  /** The HTML the block puts into the page, in bytes. */
  readonly htmlBytes?: number;
  /** Interactive blocks: the props and data the page context carries to the browser for hydration, JSON bytes. */
  readonly hydrationBytes?: number;
}

export interface ShopSsr {
  /** The page the blocks were rendered on, e.g. http://sk.localhost:3000/. */
  readonly url: string;
  readonly blocks: readonly BlockSsr[];
}

export interface SsrResult {
  /** Same-run baseline: a trivial static element through the same page-context provider and renderToStaticMarkup. */
  readonly baseline: Timing;
  readonly shops: readonly ShopSsr[];
  readonly iterations: number;
  readonly warmup: number;
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!,
  };
}

const microseconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1000;

/** A block of one shop under measurement: its loadBlocks entry and the samples taken so far. */
interface Subject {
  readonly block: BlockName;
  readonly interactive: boolean;
  readonly entry: { readonly block: string; readonly props: unknown };
  readonly ssr: number[];
  readonly load: number[];
  readonly render: number[];
  /** What the last load pass gave, for the render pass. */
  loaded?: LoadedBlock;
  html?: string;
  hydration?: string;
  /** Set when the block has nothing to show in the shop, or is broken: it is timed no further. */
  outcome?: BlockSsr;
}

interface Shop {
  readonly url: string;
  readonly context: PageBlocksContext & { readonly now: Date };
  readonly subjects: Subject[];
}

/** The three passes of a round, in order, and the series each adds to. */
const PASSES: ReadonlyArray<readonly [Pass, 'ssr' | 'load' | 'render']> = [
  [(shop, subject) => timeWhole(shop, subject), 'ssr'],
  [(shop, subject) => timeLoad(shop, subject), 'load'],
  [(shop, subject) => timeRender(shop, subject), 'render'],
];

/**
 * The page context of `url` as a request's: the real onCreatePageContext hook (shop, locale strings, frame data
 * from the store's first-level categories, the promo banner) run on what vike gives it.
 */
async function pageContextOf(url: string, operations: OperationClient): Promise<PageContextServer> {
  const parsed = new URL(url);
  const pageContext = {
    urlOriginal: url,
    urlPathname: parsed.pathname,
    urlParsed: {
      origin: parsed.origin,
      pathname: parsed.pathname,
      search: Object.fromEntries(parsed.searchParams),
      searchAll: {},
      searchOriginal: parsed.search || null,
    },
    isClientSideNavigation: false,
    operations,
  } as unknown as PageContextServer;
  await onCreatePageContext(pageContext);
  return pageContext;
}

/**
 * Loads and renders every block of the library with its fixture on each page of `urls`: `warmup` rounds first,
 * then `iterations` rounds. A round takes one sample of the baseline, then passes over every block three times:
 * the whole, then check + load, then render. Each call so follows other blocks' work, as on a page (a part timed
 * right after the whole would find its code and data warm), and drift on a shared machine touches every figure
 * alike.
 */
export async function measureBlocksSsr(options: {
  readonly urls: readonly string[];
  readonly iterations: number;
  readonly warmup: number;
  /** The operations a page of the country calls (runtime/server/rendering/in-process-client.server.ts). */
  readonly operationsFor: (country: CountryCode) => OperationClient;
}): Promise<SsrResult> {
  const now = new Date();
  const shops: Shop[] = [];
  for (const url of options.urls) {
    const country = new URL(url).hostname.split('.')[0] as CountryCode;
    const operations = options.operationsFor(country);
    const pageContext = await pageContextOf(url, operations);
    shops.push({
      url,
      // Store flags ignored: every block is measured in every shop, as the block gallery shows it.
      context: { shop: pageContext.shop, operations, pageContext, now, idPrefix: 'b', ignoreStoreFlags: true },
      subjects: BLOCK_NAMES.map((block) => ({
        block,
        interactive: BLOCK_MANIFESTS[block].interactive,
        entry: { block, props: BLOCK_LIBRARY[block].fixture },
        ssr: [],
        load: [],
        render: [],
      })),
    });
  }
  const baselineContext = shops[0]!.context.pageContext;
  const baselineSamples: number[] = [];
  const live = () =>
    shops.flatMap((shop) => shop.subjects.filter((subject) => !subject.outcome).map((subject) => ({ shop, subject })));
  for (let round = 0; round < options.warmup + options.iterations; round += 1) {
    const keep = round >= options.warmup;
    const start = process.hrtime.bigint();
    renderToStaticMarkup(inVikePageContext(baselineContext, createElement('p', null, 'Baseline')), {
      identifierPrefix: 'b0-',
    });
    if (keep) baselineSamples.push(microseconds(start));
    for (const [pass, series] of PASSES) {
      for (const { shop, subject } of live()) {
        try {
          const taken = await pass(shop, subject);
          if (typeof taken !== 'number') subject.outcome = outcomeOf(subject, taken.status, taken.error);
          else if (keep) subject[series].push(taken);
        } catch (error) {
          // A component that throws is a broken block (loadBlocks catches a loader's error and logs it).
          subject.outcome = outcomeOf(subject, 'error', error instanceof Error ? error.message : String(error));
        }
      }
    }
  }
  return {
    baseline: timingOf(baselineSamples),
    iterations: options.iterations,
    warmup: options.warmup,
    shops: shops.map((shop) => ({
      url: shop.url,
      blocks: shop.subjects.map(
        (subject): BlockSsr =>
          subject.outcome ?? {
            block: subject.block,
            interactive: subject.interactive,
            status: 'ok',
            ssr: timingOf(subject.ssr),
            load: timingOf(subject.load),
            render: timingOf(subject.render),
            renderedBy: subject.interactive ? 'renderToString' : 'renderToStaticMarkup',
            htmlBytes: Buffer.byteLength(subject.html ?? ''),
            ...(subject.hydration === undefined ? {} : { hydrationBytes: Buffer.byteLength(subject.hydration) }),
          },
      ),
    })),
  };
}

type Pass = (shop: Shop, subject: Subject) => Promise<number | { status: 'empty' | 'error'; error?: string }>;

function outcomeOf(subject: Subject, status: 'empty' | 'error', error?: string): BlockSsr {
  return {
    block: subject.block,
    interactive: subject.interactive,
    status,
    ...(error === undefined ? {} : { error }),
  };
}

/**
 * The whole server cost of the block on a page: loadBlocks (props checked, data loaded, a static block rendered to
 * HTML), and for an interactive block its render in the page, which renders it with renderToString to hydrate it.
 */
const timeWhole: Pass = async (shop, subject) => {
  const logged: string[] = [];
  const start = process.hrtime.bigint();
  const [block] = await loadBlocks([subject.entry], shop.context, (message) => logged.push(message));
  if (block !== undefined && !isStaticBlock(block)) {
    const element = createElement(
      BLOCK_LIBRARY[subject.block].component as never,
      {
        props: block.props,
        data: block.data,
      } as never,
    );
    renderToString(inVikePageContext(shop.context.pageContext, element));
  }
  const taken = microseconds(start);
  if (logged.length > 0) return { status: 'error', error: logged.join('\n') };
  if (block === undefined) return { status: 'empty' };
  if (subject.interactive) subject.hydration = JSON.stringify(block);
  return taken;
};

/** The part before rendering, as loadBlocks does it: the props checked against the schema, the loader run. */
const timeLoad: Pass = async (shop, subject) => {
  const start = process.hrtime.bigint();
  const checked = checkBlock(subject.entry);
  if (!checked.ok) return { status: 'error', error: `${checked.pointer} ${checked.message}` };
  const loaded = await loadBlock(checked, shop.context);
  const taken = microseconds(start);
  if (loaded === null) return { status: 'empty' };
  subject.loaded = loaded;
  return taken;
};

/**
 * The render with the data just loaded: a static block as loadBlocks renders it (renderToStaticMarkup in the
 * page-context provider), an interactive one as the page does (renderToString, with what hydration needs).
 */
const timeRender: Pass = async (shop, subject) => {
  const element = inVikePageContext(shop.context.pageContext, subject.loaded!.element);
  const start = process.hrtime.bigint();
  const html = subject.interactive
    ? renderToString(element)
    : renderToStaticMarkup(element, { identifierPrefix: 'b0-' });
  const taken = microseconds(start);
  subject.html = html;
  return taken;
};
