import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBlock, loadBlocks } from './load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../tests/fixtures/operations-fixture.ts';
import { BLOCK_NAMES } from '../generated/blocks.ts';
import { shopPageContext } from '../tests/fixtures/shop-page-context.ts';
import { parse } from '@brillout/json-serializer/parse';
import { stringify } from '@brillout/json-serializer/stringify';
import { pageContextJson } from '../runtime/server/rendering/page-context-json.server.ts';
import type { StaticRenderedBlock } from '../runtime/view/block-types.ts';

const SK = 'http://sk.localhost:3000/';
const readJson = (block: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, block, file), 'utf8')) as Record<string, unknown>;

function context() {
  const operations = fakeOperations({
    queryCategories: categoriesByKey({ garden: sampleCategory('garden', { name: 'Záhrada', link: '/zahrada/' }) }),
  });
  return { ...loaderContext(SK, operations), pageContext: shopPageContext({ url: SK }) };
}

function collectLog() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

/** Every object of a schema, with its pointer. */
function objectSchemas(schema: Record<string, unknown>, at = ''): Array<[string, Record<string, unknown>]> {
  const found: Array<[string, Record<string, unknown>]> = schema.type === 'object' ? [[at, schema]] : [];
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, property] of Object.entries(properties)) found.push(...objectSchemas(property, `${at}/${name}`));
  if (schema.items) found.push(...objectSchemas(schema.items as Record<string, unknown>, `${at}/items`));
  return found;
}

describe('the block library (spec/1 §2.9 "registered by name")', () => {
  it.each([...BLOCK_NAMES])('%s: a closed draft 2020-12 props schema, every property described', (block) => {
    const schema = readJson(block, 'schema.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.description).toMatch(/spec\/1 §2\.9/);
    for (const [pointer, object] of objectSchemas(schema)) {
      expect(object.additionalProperties, `${block}${pointer}`).toBe(false);
      for (const [name, property] of Object.entries(object.properties as Record<string, { description?: string }>)) {
        expect(property.description, `${block}${pointer}/${name}`).toMatch(/\S/);
      }
    }
  });

  it.each([...BLOCK_NAMES])('%s: its fixture is valid props', (block) => {
    expect(checkBlock({ block, props: readJson(block, 'fixture.json') })).toMatchObject({ ok: true, block });
  });

  it('names a failing prop by its JSON pointer and says what was expected', () => {
    expect(checkBlock({ block: 'faq', props: { items: [{ question: 'Why?' }] } })).toEqual({
      ok: false,
      pointer: '/props/items/0/answer',
      message: 'is required',
    });
    expect(checkBlock({ block: 'usp-section', props: { itmes: ['returns'] } })).toEqual({
      ok: false,
      pointer: '/props/itmes',
      message: 'is not a known property (did you mean "items"?)',
    });
    expect(checkBlock({ block: 'marquee', props: {} })).toEqual({
      ok: false,
      pointer: '/block',
      message: 'is not a known block (got "marquee")',
    });
  });

  it("fills in a schema's defaults on a copy (product-zone limit 8)", () => {
    const props = { tag: 'new' };
    expect(checkBlock({ block: 'product-zone', props })).toMatchObject({ ok: true, props: { tag: 'new', limit: 8 } });
    expect(props).toEqual({ tag: 'new' });
  });
});

describe('loadBlocks (spec/1 §2.9)', () => {
  it('leaves out an unknown block and props failing their schema, logs name and JSON pointer, keeps the rest', async () => {
    const { lines, log } = collectLog();
    const blocks = await loadBlocks(
      [
        { block: 'marquee', props: { text: 'Sale' } },
        { block: 'faq', props: { items: [{ question: 'Q?', answer: 'A.' }] } },
        { block: 'content-html', props: { html: 42 } },
        { block: 'category-cards', props: { categoryKeys: ['garden'] } },
      ],
      context(),
      log,
    );
    expect(blocks.map((block) => block.block)).toEqual(['faq', 'category-cards']);
    expect(lines).toEqual([
      'Content block 0 "marquee" left out: /block is not a known block (got "marquee")',
      'Content block 2 "content-html" left out: /props/html must be string (got 42)',
    ]);
  });

  it("leaves out a block whose content names nothing in the store, logging the loader's pointer", async () => {
    const { lines, log } = collectLog();
    const blocks = await loadBlocks([{ block: 'hero-banner', props: { categoryKey: 'nothing' } }], context(), log);
    expect(blocks).toEqual([]);
    expect(lines).toEqual([
      'Content block 0 "hero-banner" left out: /props/categoryKey names no known category (got "nothing")',
    ]);
  });

  it('leaves out a block whose loader fails, and the page still gets its other blocks', async () => {
    const { lines, log } = collectLog();
    const blocks = await loadBlocks(
      [
        { block: 'product-zone', props: { tag: 'new' } },
        { block: 'usp-section', props: {} },
      ],
      context(),
      log,
    );
    expect(blocks.map((block) => block.block)).toEqual(['usp-section']);
    expect(lines).toEqual(['Content block 0 "product-zone" left out: Unknown middleware listProductCards']);
  });

  it('renders a block that is not interactive to HTML on the server: the page gets no props or data', async () => {
    const blocks = await loadBlocks(
      [
        {
          block: 'content-html',
          props: { heading: 'Info', html: '<p onmouseover="x()">Text</p><script>x()</script>' },
        },
      ],
      context(),
      collectLog().log,
    );
    expect(blocks).toEqual([{ block: 'content-html', html: expect.stringContaining('<p>Text</p>') as string }]);
    const [block] = blocks as Array<{ html: string }>;
    expect(block!.html).toContain('<h2>Info</h2>');
    expect(block!.html).not.toMatch(/onmouseover|<script/);
  });

  it("renders a loader's data in the page's language and a block without a loader from its props", async () => {
    const blocks = (await loadBlocks(
      [
        { block: 'category-cards', props: { categoryKeys: ['garden'] } },
        { block: 'faq', props: { items: [{ question: 'Q?', answer: 'A.' }] } },
      ],
      context(),
    )) as Array<{ block: string; html: string }>;
    expect(blocks.map((block) => block.block)).toEqual(['category-cards', 'faq']);
    expect(blocks[0]!.html).toContain('href="/zahrada/"');
    expect(blocks[0]!.html).toContain('Záhrada');
    expect(blocks[1]!.html).toContain('<summary>Q?</summary>');
  });

  it("renders with the page's strings on a client-side navigation, whose page context carries none", async () => {
    const { i18n, ...withoutStrings } = shopPageContext({ url: SK }) as { i18n: { messages: Record<string, string> } };
    const blocks = (await loadBlocks([{ block: 'faq', props: { items: [{ question: 'Q?', answer: 'A.' }] } }], {
      ...context(),
      pageContext: withoutStrings,
    })) as Array<{ html: string }>;
    expect(blocks[0]!.html).toContain(`>${i18n.messages['blocks.faq.heading']}</h2>`);
  });

  it("gives each server-rendered block's ids a prefix of its own, so two blocks never repeat an id", async () => {
    const faq = { block: 'faq', props: { items: [{ question: 'Q?', answer: 'A.' }] } };
    const blocks = (await loadBlocks([faq, faq], context())) as Array<{ html: string }>;
    const ids = blocks.flatMap((block) => [...block.html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const block of blocks) {
      const id = / id="([^"]+)"/.exec(block.html)![1];
      expect(block.html).toContain(`aria-labelledby="${id}"`);
    }
  });
});

describe("loadBlocks: a static block's HTML is sent once (ADR 018)", () => {
  const blocksOfPage = [
    { block: 'faq', props: { items: [{ question: 'Q?', answer: 'A.' }] } },
    { block: 'category-cards', props: { categoryKeys: ['garden'] } },
  ];
  /** What vike writes into a document's `<script id="vike_pageContext">`, and what the direct renderer writes. */
  const serializedByVike = (value: unknown) => stringify(value, { forbidReactElements: true });
  const serializedDirectly = (value: unknown) => pageContextJson(value);

  it("a first page's blocks in its markup: the server's render reads their HTML, its page context leaves it out", async () => {
    const pageContext = { ...shopPageContext({ url: SK }), isClientSideNavigation: false };
    const blocks = await loadBlocks(blocksOfPage, { ...context(), pageContext, inMarkup: true });
    expect(blocks.map((entry) => entry.block)).toEqual(['faq', 'category-cards']);
    for (const entry of blocks as StaticRenderedBlock[]) expect(entry.html).toMatch(/^<section/);
    const data = { blocks };
    for (const json of [serializedByVike(data), serializedDirectly(data), JSON.stringify(data)]) {
      expect(json).not.toContain('Q?');
      expect(json).not.toContain('section');
      expect(parse(json)).toEqual({ blocks: [{ block: 'faq' }, { block: 'category-cards' }] });
    }
    // Both renderers write the same bytes (runtime/server/rendering/direct-render.server.ts learns a page only then).
    expect(serializedDirectly(data)).toBe(
      stringify(data, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } }),
    );
  });

  it("a client-side navigation's page context carries the HTML: there is no markup to read it from", async () => {
    const pageContext = { ...shopPageContext({ url: SK }), isClientSideNavigation: true };
    const blocks = await loadBlocks(blocksOfPage, { ...context(), pageContext, inMarkup: true });
    const sent = parse(serializedByVike({ blocks })) as { blocks: StaticRenderedBlock[] };
    expect(sent.blocks.map((entry) => entry.block)).toEqual(['faq', 'category-cards']);
    expect(sent.blocks.map((entry) => entry.html)).toEqual(blocks.map((entry) => (entry as StaticRenderedBlock).html));
    expect(sent.blocks[0]!.html).toContain('<summary>Q?</summary>');
  });

  it('blocks a page does not place in its markup (shown later) keep their HTML in a first page context', async () => {
    const pageContext = { ...shopPageContext({ url: SK }), isClientSideNavigation: false };
    const blocks = await loadBlocks(blocksOfPage, { ...context(), pageContext });
    expect(serializedDirectly({ blocks })).toContain('Q?');
    expect(parse(serializedByVike({ blocks }))).toEqual({ blocks: blocks.map((entry) => ({ ...entry })) });
  });
});
