#!/usr/bin/env node
// Entry of the `multishop` command: the CLI compiled to JavaScript (dist/cli/), compiled first when it is missing or
// older than its sources (ADR 033). No TypeScript loader at run time.
import { pathToFileURL } from 'node:url';
import { compiledCli } from './compiled-cli.js';

const { main } = await import(pathToFileURL(await compiledCli()).href);
process.exitCode = await main(process.argv.slice(2));
