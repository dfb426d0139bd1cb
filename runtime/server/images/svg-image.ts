import { escapeMarkup } from '../../domain/text/escape-markup.ts';
import { drawingOf, DRAWINGS, type DrawingColours } from './product-drawings.ts';

// Product and category pictures are drawn, not fetched (generated SVG images, so nothing is fetched): a
// drawing of the kind of product in its brand's colours (ADR 013), the same bytes for the same address.

/** The own brands' colours (the brand keys of picture addresses, picture-urls.ts pictureKey). */
export const BRAND_COLOURS: Readonly<Record<string, DrawingColours>> = {
  voltaro: { main: '#1c64f2', dark: '#1e293b' },
  kinetix: { main: '#e8590c', dark: '#212529' },
  gartenhof: { main: '#2f9e44', dark: '#1b4332' },
  forgeline: { main: '#c92a2a', dark: '#343a40' },
  chefmark: { main: '#f08c00', dark: '#495057' },
  purio: { main: '#1098ad', dark: '#0b3d4a' },
  thermova: { main: '#c2255c', dark: '#3b1f2b' },
  bauvera: { main: '#f59f00', dark: '#212529' },
  stackwell: { main: '#087f5b', dark: '#495057' },
  sentra: { main: '#7048e8', dark: '#212529' },
};

// A brand the table does not know still gets steady colours of its own, chosen by its name.
const FALLBACK_COLOURS: readonly DrawingColours[] = [
  { main: '#1f6feb', dark: '#24292f' },
  { main: '#1a7f37', dark: '#24292f' },
  { main: '#9a6700', dark: '#24292f' },
  { main: '#8250df', dark: '#24292f' },
  { main: '#bf3989', dark: '#24292f' },
];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

export function brandColours(brand: string | null): DrawingColours {
  if (brand === null) return FALLBACK_COLOURS[0]!;
  return BRAND_COLOURS[brand] ?? FALLBACK_COLOURS[hash(brand) % FALLBACK_COLOURS.length]!;
}

/** What a picture shows: the product type (a leaf category key), the brand key, and which of its views. */
export interface PictureRequest {
  readonly type: string | null;
  readonly brand: string | null;
  /** Picture n of a product (1–9): 1 the product, 2 the other side, 3 a closer look; 0 for a category. */
  readonly view: number;
  /** The picture's name for assistive technology (its `<title>`). */
  readonly title: string;
}

// The views of a product: as it stands, mirrored, and closer; further numbers repeat them.
const VIEW_TRANSFORMS = ['', ' transform="matrix(-1 0 0 1 600 0)"', ' transform="matrix(1.35 0 0 1.35 -105 -105)"'];

/**
 * A square picture: a light ground in the brand's colour, the drawing of the product type, and the brand's name as
 * a small mark (no SKU: the page says which product it is). The same request always gives the same bytes.
 */
export function renderSvgImage(picture: PictureRequest): string {
  const colours = brandColours(picture.brand);
  const drawing = drawingOf(picture.type);
  const transform = picture.view > 0 ? VIEW_TRANSFORMS[(picture.view - 1) % VIEW_TRANSFORMS.length]! : '';
  const mark =
    picture.brand === null
      ? ''
      : `<text x="300" y="572" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${colours.dark}">${escapeMarkup(
          picture.brand.charAt(0).toUpperCase() + picture.brand.slice(1),
        )}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">',
    `<title>${escapeMarkup(picture.title.length > 60 ? `${picture.title.slice(0, 59)}…` : picture.title)}</title>`,
    `<rect width="600" height="600" fill="#f8f9fa"/>`,
    `<circle cx="300" cy="300" r="270" fill="${colours.main}" opacity="0.08"/>`,
    `<g data-drawing="${drawing}"${transform}>${DRAWINGS[drawing](colours)}</g>`,
    mark,
    '</svg>',
  ].join('');
}
