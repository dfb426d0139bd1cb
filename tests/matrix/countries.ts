// The countries of a matrix run: those whose builds the harness started (global-setup.ts: every country of the
// config, countries/*.json). No country is named in a flow: each check is a function of the country's config.
import { inject } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';

const matrix = inject('matrix');
if (matrix === undefined) throw new Error('The market matrix runs with its own config: npm run test:matrix');

export const MATRIX_COUNTRIES = (Object.keys(matrix.ports) as CountryCode[]).sort();
