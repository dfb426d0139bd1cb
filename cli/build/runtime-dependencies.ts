// ADR 020: the packages a compiled runtime imports at run time — read from its server's JavaScript (app.js
// and the pages' server build), not from package.json, whose dependencies include the CLI's and the build's — with
// the versions the project's lock file installed, for a country build's package.json.
import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../files/file-plan.ts';

const BUILTINS = new Set(builtinModules);
/** `from "x"`, `import "x"`, `import("x")` in compiled JavaScript. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"'\s]*)["']/g;
/** An npm package name, optionally followed by a path within the package. */
const PACKAGE_SPECIFIER = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*(?:\/.*)?$/;

/** The package a bare specifier names: `react-dom/server` → react-dom, `@fastify/static/x` → @fastify/static. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]!)) return null;
  if (!PACKAGE_SPECIFIER.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages the JavaScript text imports. */
export function importedPackages(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(SPECIFIER)) {
    const name = packageOf(match[1]!);
    if (name !== null) found.add(name);
  }
  return found;
}

/** The server's JavaScript in a compiled runtime: app.js and the pages' server build. */
async function serverScripts(runtimeDir: string): Promise<string[]> {
  const pages = await listFiles(runtimeDir, 'pages/server');
  return ['app.js', ...pages.filter((file) => /\.m?js$/.test(file))].map((file) => path.join(runtimeDir, file));
}

/** The runtime's dependencies, name → the version the lock file at `root` installed, sorted by name. */
export async function runtimeDependencies(root: string, runtimeDir: string): Promise<Record<string, string>> {
  const names = new Set<string>();
  for (const file of await serverScripts(runtimeDir)) {
    for (const name of importedPackages(await readFile(file, 'utf8'))) names.add(name);
  }
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (version === undefined) throw new Error(`The runtime imports ${name}, which package-lock.json does not install`);
    dependencies[name] = version;
  }
  return dependencies;
}
