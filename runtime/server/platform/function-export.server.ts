/**
 * A CommonJS module's function as a dynamic import gives it: under Node's own ES modules (the compiled CLI) the import's
 * `default` is `module.exports`, which for a module compiled from TypeScript holds the function under `default` once
 * more (ajv/dist/runtime/ucs2length.js); under tsx, Vite or a bundler it is the function, or the function with itself as
 * `default`. The first function down the `default` chain.
 */
export function functionExport(module: unknown, name: string): (...args: never[]) => unknown {
  let value = module;
  for (let depth = 0; depth < 3 && typeof value !== 'function'; depth++) {
    value = typeof value === 'object' && value !== null ? (value as { default?: unknown }).default : undefined;
  }
  if (typeof value !== 'function') throw new Error(`${name} exports no function`);
  return value as (...args: never[]) => unknown;
}
