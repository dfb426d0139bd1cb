// @vitest-environment happy-dom
// ADR 013: pictures show the kind of product in the brand's colours — generated, small, cacheable.
import { describe, expect, it } from 'vitest';
import { FLAT_CATEGORIES } from '../commerce/seed/catalogue-plan.ts';
import { OWN_BRANDS } from '../commerce/seed/catalogue-tree.ts';
import { drawPicture, isDrawnPicturePath } from './own-pictures.ts';
import { pictureKey, productPictureUrl } from '../commerce/picture-urls.ts';
import { DRAWING_OF_TYPE, DRAWINGS, drawingOf } from './product-drawings.ts';
import { BRAND_COLOURS, renderSvgImage } from './svg-image.ts';

const TYPES = FLAT_CATEGORIES.filter((category) => category.node.leaf).map((category) => category.node.key);
const MAX_BYTES = 4_096;

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** Well-formed SVG with nothing active in it: no script, no event handler, no link out, no foreign content. */
function expectSafeSvg(svg: string, name: string) {
  const document = parse(svg);
  expect(document.getElementsByTagName('parsererror'), name).toHaveLength(0);
  expect(document.documentElement.tagName.toLowerCase(), name).toBe('svg');
  const elements = [document.documentElement, ...document.documentElement.querySelectorAll('*')];
  for (const element of elements) {
    expect(['script', 'foreignobject', 'a', 'use', 'image', 'iframe'], name).not.toContain(
      element.tagName.toLowerCase(),
    );
    for (const attribute of element.attributes) {
      expect(attribute.name, `${name} <${element.tagName}>`).not.toMatch(/^on|href$/i);
      expect(attribute.value, `${name} <${element.tagName}>`).not.toMatch(/javascript:|url\(/i);
    }
  }
}

describe('product pictures', () => {
  it('has a drawing for every product type of the catalogue, and only for those', () => {
    expect(Object.keys(DRAWING_OF_TYPE).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) expect(drawingOf(type), type).not.toBe('machine');
    // Kinds that look different are drawn differently: at least 40 drawings for the 52 types.
    expect(new Set(Object.values(DRAWING_OF_TYPE)).size).toBeGreaterThanOrEqual(40);
    expect(drawingOf('no-such-type')).toBe('machine');
    expect(drawingOf(null)).toBe('machine');
  });

  it.each(TYPES)('draws %s as its own drawing, in each brand that makes it, small and safe', (type) => {
    for (const brand of OWN_BRANDS) {
      const url = productPictureUrl(type, brand, 'EX30000001', 1);
      expect(isDrawnPicturePath(url), url).toBe(true);
      const svg = drawPicture(url)!;
      expect(svg).toContain(`data-drawing="${DRAWING_OF_TYPE[type]}"`);
      expect(svg).toContain(BRAND_COLOURS[pictureKey(brand)]!.main);
      expect(Buffer.byteLength(svg), url).toBeLessThanOrEqual(MAX_BYTES);
      expectSafeSvg(svg, url);
      expect(svg).not.toContain('EX30000001<');
    }
  });

  it('gives every own brand colours of its own', () => {
    expect(Object.keys(BRAND_COLOURS).sort()).toEqual(OWN_BRANDS.map(pictureKey).sort());
    expect(new Set(Object.values(BRAND_COLOURS).map((colours) => colours.main)).size).toBe(OWN_BRANDS.length);
  });

  it('draws the same bytes for the same address, and the views of a product differently', () => {
    const url = (n: number) => productPictureUrl('hammer-drills', 'Voltaro', 'EX30000002', n);
    expect(drawPicture(url(1))).toBe(drawPicture(url(1)));
    expect(new Set([1, 2, 3].map((n) => drawPicture(url(n)))).size).toBe(3);
  });

  it('still draws the older address form and unknown brands, and refuses what is not a picture', () => {
    for (const path of ['/images/p/EX30000001/1.svg', '/images/p/chainsaws/acme/EX30000001/2.svg']) {
      const svg = drawPicture(path)!;
      expect(svg).toContain('data-drawing="machine"');
      expectSafeSvg(svg, path);
    }
    for (const path of ['/images/p/EX30000001/0.svg', '/images/p/../x/EX1/1.svg', '/images/p/A/b/EX30000001/1.svg']) {
      expect(drawPicture(path), path).toBeNull();
    }
  });

  it('escapes what it writes into the picture', () => {
    const svg = renderSvgImage({ type: null, brand: '<b>&', view: 1, title: '</title><script>x</script>' });
    expectSafeSvg(svg, 'hostile');
    expect(svg).not.toContain('<script>');
  });

  it.each(Object.keys(DRAWINGS))('draws %s as well-formed SVG', (name) => {
    const type = Object.entries(DRAWING_OF_TYPE).find(([, drawing]) => drawing === name)?.[0] ?? null;
    expectSafeSvg(renderSvgImage({ type, brand: 'voltaro', view: 3, title: name }), name);
  });
});

describe('category pictures', () => {
  it.each(FLAT_CATEGORIES.map((category) => category.node.key))('draws %s as a product of the category', (key) => {
    const svg = drawPicture(`/images/c/${key}.svg`)!;
    expect(svg).not.toContain('data-drawing="machine"');
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(MAX_BYTES);
    expectSafeSvg(svg, key);
  });
});
