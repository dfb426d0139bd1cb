import { escapeMarkup } from '../../domain/text/escape-markup.ts';

// Product and category pictures are drawn, not fetched (issue 4: generated SVG images, so nothing is fetched).

const PALETTE = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0969da', '#57606a'];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * A square picture for a product or category: a coloured ground, a simple machine-like shape and the label. The
 * same key always gives the same picture.
 */
export function renderSvgImage(key: string, label: string, variant = 0): string {
  const seed = hash(`${key}:${variant}`);
  const ground = PALETTE[seed % PALETTE.length]!;
  const accent = PALETTE[(seed >>> 8) % PALETTE.length]!;
  const radius = 60 + ((seed >>> 16) % 60);
  const text = escapeMarkup(label.length > 28 ? `${label.slice(0, 27)}…` : label);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">',
    `<title>${text}</title>`,
    `<rect width="600" height="600" fill="${ground}" opacity="0.12"/>`,
    `<rect x="150" y="230" width="300" height="160" rx="24" fill="${ground}"/>`,
    `<circle cx="300" cy="220" r="${radius}" fill="${accent}" opacity="0.85"/>`,
    `<rect x="270" y="390" width="60" height="90" rx="10" fill="${accent}"/>`,
    `<text x="300" y="550" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#24292f">${text}</text>`,
    '</svg>',
  ].join('');
}
