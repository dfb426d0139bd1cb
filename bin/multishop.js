#!/usr/bin/env node
// Entry of the `multishop` command. Node 20 cannot run TypeScript itself, so the CLI's .ts sources are loaded
// through tsx's ESM loader (see docs/decisions/001-stack.md).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
