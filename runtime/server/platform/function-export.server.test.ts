import { describe, expect, it } from 'vitest';
import { functionExport } from './function-export.server.ts';

describe('functionExport (a CommonJS helper as each loader gives it)', () => {
  const helper = (text: string) => text.length;
  it('finds the function as tsx or a bundler gives it, and under Node’s own ES modules (the compiled CLI)', () => {
    expect(functionExport(helper, 'helper')).toBe(helper);
    expect(functionExport({ default: helper }, 'helper')).toBe(helper);
    // Node: the import's default is module.exports, which holds the compiled module's default export.
    expect(functionExport({ default: { default: helper } }, 'helper')).toBe(helper);
  });
  it('names a module that exports no function', () => {
    expect(() => functionExport({ default: { default: 'x' } }, 'ajv/x')).toThrow('ajv/x exports no function');
  });
});
