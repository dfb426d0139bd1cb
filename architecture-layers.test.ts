// The architecture's "may import" table is enforced by the linter (ADR 032): an import the table does not allow is an
// error of `npm test`'s lint step, and every layer's allowed imports are ones the table names.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from './architecture-layers.js';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The boundary errors ESLint reports for a module at `file` made of `source`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the layers the linter enforces (ADR 032)', () => {
  it.each([
    // Upward on the browser side: a component reaching into a page, state into a component.
    ['runtime/components/cart/probe.ts', "import { data } from '../../pages/_error/+data.ts';", 'pages'],
    ['runtime/state/probe.ts', "import { CartTotals } from '../components/cart/CartTotals.tsx';", 'components'],
    ['runtime/view/probe.ts', "import { BlockList } from '../../blocks/BlockList.tsx';", 'blocks'],
    // The pure domain reaching into the server, the store into the middleware, the CLI into the pages.
    ['runtime/domain/probe.ts', "import { buildApp } from '../server/app.server.ts';", 'server'],
    ['runtime/server/commerce/probe.ts', "import { buildApp } from '../app.server.ts';", 'server'],
    ['cli/probe.ts', "import { default as Page } from '../runtime/pages/home/+Page.tsx';", 'pages'],
  ])('refuses %s importing %s', async (file, source, target) => {
    const errors = await boundaryErrors(file, `${source}\nexport const probe = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`to elements of type "${target}"`);
  });

  it.each([
    ['runtime/components/cart/probe.ts', "import { useShop } from '../../view/use-shop.ts';"],
    ['runtime/server/probe.ts', "import * as money from '../domain/money/money-math.ts';"],
    ['blocks/probe.ts', "import { ProductCard } from '../runtime/components/product-card/ProductCard.tsx';"],
  ])('lets %s import %s', async (file, source) => {
    expect(await boundaryErrors(file, `${source}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('names only layers it defines, each once, and no layer imports itself by name', () => {
    const names = LAYERS.map(({ layer }) => layer);
    expect(new Set(names).size).toBe(names.length);
    for (const { layer, mayImport } of LAYERS) {
      for (const target of mayImport) expect(names, `${layer} may import ${target}`).toContain(target);
      expect(mayImport).not.toContain(layer);
    }
  });
});

describe('components call no middleware themselves (ADR 036)', () => {
  /** The rules of the stores' boundary ESLint reports for a module at `file` made of `source`. */
  async function storeRuleErrors(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath: file });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
      .map((message) => message.message);
  }
  const client = "import { createOperationClient } from '../../client/operation-client.ts';";

  it.each([
    ['runtime/components/frame/probe.tsx', client],
    ['runtime/components/cart/probe.ts', "export const read = () => fetch('/api/getMyCart');"],
    ['runtime/pages/probe/+Page.tsx', client],
    ['blocks/probe/Probe.tsx', "import { createOperationClient } from '../../runtime/client/operation-client.ts';"],
  ])('refuses %s calling the middleware: %s', async (file, source) => {
    expect(await storeRuleErrors(file, source)).toEqual([expect.stringContaining('ADR 036')]);
  });

  it.each([
    ['runtime/components/frame/ProbeStoreProvider.tsx', client],
    ['runtime/state/probe-store.ts', "import { createOperationClient } from '../client/operation-client.ts';"],
    ['runtime/pages/probe/+data.ts', "import { nullWhenNotFound } from '../../client/operation-client.ts';"],
  ])('lets %s use it: %s', async (file, source) => {
    expect(await storeRuleErrors(file, source)).toEqual([]);
  });
});
