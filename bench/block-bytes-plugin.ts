// A Vite plugin for `npm run bench:blocks` only (never in vite.config.ts): it records the client bundle
// as the browser gets it — each chunk's file, size and static imports, and each module's rendered code — so the
// bench can tell how many bytes of client JavaScript each blocks/<name>/ folder adds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A module in a client chunk: its path (relative to the project root when inside it) and its rendered code. */
export interface BundleModule {
  readonly id: string;
  /** The module's code as it went into the chunk (tree-shaken, before the chunk is minified). */
  readonly code: string;
  /** The modules importing it, statically or dynamically: how it got into the client bundle. */
  readonly importers: readonly string[];
}

/** A client JavaScript chunk: the file the browser loads and the modules it was made of. */
export interface BundleChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** The module the chunk is the entry of (vike's page entries), relative to the root; null for shared chunks. */
  readonly facadeModuleId: string | null;
  /** Chunks it imports statically: the browser loads them with it (vike preloads them). */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** The emitted (minified) file's code. */
  readonly code: string;
  /** Modules that rendered any code into the chunk. */
  readonly modules: readonly BundleModule[];
}

/** The client bundle as recorded: every JavaScript chunk. */
export interface BundleRecord {
  readonly chunks: readonly BundleChunk[];
}

/**
 * Writes the client environment's bundle to `out` (JSON) when it is generated. Module code comes from
 * `chunk.modules[id].code` (Rollup's and Rolldown's RenderedModule: the module's code with its unused parts
 * removed), so a module that is imported but tree-shaken to nothing has no code and is left out.
 */
export function blockBytesPlugin(options: { root: string; out: string }): Plugin {
  const relative = (id: string) => {
    // Virtual modules start with \0; a query (?commonjs-proxy) is not part of the file.
    const file = id.replace(/^\0/, '').split('?')[0]!;
    return path.isAbsolute(file) && file.startsWith(options.root + path.sep)
      ? path.relative(options.root, file).split(path.sep).join('/')
      : file;
  };
  return {
    name: 'multishop-bench-block-bytes',
    apply: 'build',
    // The client's bundle only: the server's bundle holds every block by design (block-library.server.ts).
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const importersOf = (id: string) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].map(relative);
      };
      const chunks: BundleChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId === null ? null : relative(output.facadeModuleId),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          code: output.code,
          modules: Object.entries(output.modules)
            .filter(([, module]) => (module.code ?? '').length > 0)
            .map(([id, module]) => ({ id: relative(id), code: module.code ?? '', importers: importersOf(id) })),
        });
      }
      writeFileSync(options.out, JSON.stringify({ chunks } satisfies BundleRecord));
    },
  };
}
