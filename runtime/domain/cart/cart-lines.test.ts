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

describe('adding lines (spec/2 §4 Quantities)', () => {
  it('raises an existing SKU by the added amount, keeping the line and its fields', () => {
    const next = addLine(cart, { sku: '1111111', quantity: 3, name: 'Drill' });
    expect(next).toEqual([{ ...drill, quantity: 5 }, saw, drillGuarantee]);
  });

  it('appends a new SKU', () => {
    const hammer: Line = { sku: '3333333', quantity: 1, name: 'Hammer' };
    expect(addLine(cart, hammer)).toEqual([...cart, hammer]);
  });

  it('raises the guarantee of the same parent', () => {
    const next = addLine(cart, { ...extraGuaranteeLine('4100010', '1111111', 1), name: 'Guarantee' });
    expect(next[2]).toEqual({ ...drillGuarantee, quantity: 2 });
    expect(next).toHaveLength(3);
  });

  it('keeps the same guarantee SKU for another parent as its own line', () => {
    const sawGuarantee: Line = { ...extraGuaranteeLine('4100010', '2222222', 1), name: 'Guarantee' };
    expect(addLine(cart, sawGuarantee)).toEqual([...cart, sawGuarantee]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(cart);
    addLine(cart, { sku: '1111111', quantity: 3, name: 'Drill' });
    expect(cart).toEqual(copy);
  });
});

describe('changing quantities (spec/2 §4 Quantities: quantity 0 removes the line)', () => {
  it.each([
    ['by id', { id: 'l2' }],
    ['by SKU', { sku: '2222222' }],
  ])('sets a quantity %s', (_label, target) => {
    expect(setLineQuantity(cart, target, 4)).toEqual([drill, { ...saw, quantity: 4 }, drillGuarantee]);
  });

  it.each([
    ['0 by id', { id: 'l1' }, 0],
    ['0 by SKU', { sku: '1111111' }, 0],
    ['a negative quantity', { id: 'l1' }, -1],
  ])('removes the line at %s', (_label, target, quantity) => {
    expect(setLineQuantity(cart, target, quantity)).toEqual([saw, drillGuarantee]);
  });

  it('addresses a guarantee line by its SKU and parent', () => {
    expect(setLineQuantity(cart, { sku: '4100010', parentSku: '1111111' }, 0)).toEqual([drill, saw]);
    expect(setLineQuantity(cart, { sku: '4100010' }, 0)).toEqual(cart);
  });

  it.each([
    ['an unknown id', { id: 'nope' }],
    ['an unknown SKU', { sku: '9999999' }],
  ])('changes nothing for %s', (_label, target) => {
    expect(setLineQuantity(cart, target, 3)).toEqual(cart);
    expect(setLineQuantity(cart, target, 0)).toEqual(cart);
  });

  it('removes a line', () => {
    expect(removeLine(cart, { id: 'l3' })).toEqual([drill, saw]);
    expect(removeLine([drill], { sku: '1111111' })).toEqual([]);
  });
});
