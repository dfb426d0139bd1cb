import { describe, expect, it } from 'vitest';
import { addLine, removeLine, setLineQuantity, type CartLine } from './cart-lines.ts';
import { extraGuaranteeLine } from './guarantee-parent-sku.ts';

interface Line extends CartLine {
  name: string;
}

const drill: Line = { id: 'l1', sku: '1111111', quantity: 2, name: 'Drill' };
const saw: Line = { id: 'l2', sku: '2222222', quantity: 1, name: 'Saw' };
const drillGuarantee: Line = { id: 'l3', ...extraGuaranteeLine('4100010', '1111111', 1), name: 'Guarantee' };
const cart: readonly Line[] = [drill, saw, drillGuarantee];

/** spec/2 §5 Quantity input, word for word. */
const WARNING = 'You have reached the maximum quantity';

describe('adding lines (spec/2 §4 Quantities)', () => {
  it('raises an existing SKU by the added amount, keeping the line and its fields', () => {
    const next = addLine(cart, { sku: '1111111', quantity: 3, name: 'Drill' });
    expect(next).toEqual({ lines: [{ ...drill, quantity: 5 }, saw, drillGuarantee], warning: null });
  });

  it('appends a new SKU', () => {
    const hammer: Line = { sku: '3333333', quantity: 1, name: 'Hammer' };
    expect(addLine(cart, hammer)).toEqual({ lines: [...cart, hammer], warning: null });
  });

  it('raises the guarantee of the same parent', () => {
    const { lines } = addLine(cart, { ...extraGuaranteeLine('4100010', '1111111', 1), name: 'Guarantee' });
    expect(lines[2]).toEqual({ ...drillGuarantee, quantity: 2 });
    expect(lines).toHaveLength(3);
  });

  it('keeps the same guarantee SKU for another parent as its own line', () => {
    const sawGuarantee: Line = { ...extraGuaranteeLine('4100010', '2222222', 1), name: 'Guarantee' };
    expect(addLine(cart, sawGuarantee).lines).toEqual([...cart, sawGuarantee]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(cart);
    addLine(cart, { sku: '1111111', quantity: 3, name: 'Drill' });
    addLine(cart, { sku: '1111111', quantity: 3000, name: 'Drill' });
    expect(cart).toEqual(copy);
  });
});

describe('the maximum single product quantity, 1000 (spec/2 §5 Add to cart, §9 Other; warning of §5 Quantity input)', () => {
  it.each([
    // in cart, added, line after, warned
    [2, 998, 1000, false],
    [2, 999, 1000, true],
    [2, 5000, 1000, true],
    [1000, 1, 1000, true],
  ])('%i in the cart plus %i added → %i, warned: %s', (inCart, added, quantity, warned) => {
    const { lines, warning } = addLine([{ ...drill, quantity: inCart }, saw], { ...drill, quantity: added });
    expect(lines).toEqual([{ ...drill, quantity }, saw]);
    expect(warning).toBe(warned ? WARNING : null);
  });

  it.each([
    [1000, 1000, null],
    [1001, 1000, WARNING],
    [25_000, 1000, WARNING],
  ])('a new line of %i is added as %i (warning %j)', (added, quantity, warning) => {
    const hammer: Line = { sku: '3333333', quantity: added, name: 'Hammer' };
    expect(addLine([drill], hammer)).toEqual({ lines: [drill, { ...hammer, quantity }], warning });
  });

  it.each([
    [1000, 1000, null],
    [1001, 1000, WARNING],
    [Number.POSITIVE_INFINITY, 1000, WARNING],
  ])('setting a line to %s sets %i (warning %j)', (set, quantity, warning) => {
    expect(setLineQuantity(cart, { id: 'l2' }, set)).toEqual({
      lines: [drill, { ...saw, quantity }, drillGuarantee],
      warning,
    });
  });

  it('warns of nothing when the line to set is not in the cart', () => {
    expect(setLineQuantity(cart, { id: 'nope' }, 5000)).toEqual({ lines: cart, warning: null });
  });
});

describe('changing quantities (spec/2 §4 Quantities: quantity 0 removes the line)', () => {
  it.each([
    ['by id', { id: 'l2' }],
    ['by SKU', { sku: '2222222' }],
  ])('sets a quantity %s', (_label, target) => {
    expect(setLineQuantity(cart, target, 4)).toEqual({
      lines: [drill, { ...saw, quantity: 4 }, drillGuarantee],
      warning: null,
    });
  });

  it.each([
    ['0 by id', { id: 'l1' }, 0],
    ['0 by SKU', { sku: '1111111' }, 0],
    ['a negative quantity', { id: 'l1' }, -1],
  ])('removes the line at %s', (_label, target, quantity) => {
    expect(setLineQuantity(cart, target, quantity)).toEqual({ lines: [saw, drillGuarantee], warning: null });
  });

  it('addresses a guarantee line by its SKU and parent', () => {
    expect(setLineQuantity(cart, { sku: '4100010', parentSku: '1111111' }, 0).lines).toEqual([drill, saw]);
    expect(setLineQuantity(cart, { sku: '4100010' }, 0).lines).toEqual(cart);
  });

  it.each([
    ['an unknown id', { id: 'nope' }],
    ['an unknown SKU', { sku: '9999999' }],
  ])('changes nothing for %s', (_label, target) => {
    expect(setLineQuantity(cart, target, 3)).toEqual({ lines: cart, warning: null });
    expect(setLineQuantity(cart, target, 0)).toEqual({ lines: cart, warning: null });
  });

  it('removes a line', () => {
    expect(removeLine(cart, { id: 'l3' })).toEqual([drill, saw]);
    expect(removeLine([drill], { sku: '1111111' })).toEqual([]);
  });
});
