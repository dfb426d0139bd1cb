// The project's own modules import each other without a cycle (blocks/faq/Faq.tsx and
// faq-json-ld.ts imported each other). A cycle makes the order modules are evaluated in depend on which one is
// imported first, and ties two modules that should be read and changed one at a time.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Every TypeScript source of the project (tracked, or new and not ignored), by its path from the project's folder. */
function sources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file !== '' && existsSync(path.join(import.meta.dirname, file)));
}

/** Each module's static imports and re-exports of other project modules (type-only ones too). */
function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, false);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('./') || name.startsWith('../'))
      .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)))
      .filter((target) => known.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative over the stack of modules being visited.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}

describe('module graph', () => {
  it('finds a cycle of two modules, and a module importing itself; none in a chain', () => {
    const files: Record<string, string> = {
      'a.ts': "import { b } from './b.ts';",
      'b.ts': "import type { A } from './a.ts';\nexport { c } from './c.ts';",
      'c.ts': "import { c } from './c.ts';",
      'd.ts': "import { a } from './a.ts';\nimport x from 'node:fs';",
    };
    const graph = importGraph(Object.keys(files), (file) => files[file]!);
    expect(graph.get('b.ts')).toEqual(['a.ts', 'c.ts']);
    expect(importCycles(graph)).toEqual([['c.ts'], ['a.ts', 'b.ts']]);
    expect(
      importCycles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no import cycle among the project's modules", () => {
    const root = import.meta.dirname;
    const graph = importGraph(sources(), (file) => readFileSync(path.join(root, file), 'utf8'));
    expect(importCycles(graph)).toEqual([]);
  });
});
