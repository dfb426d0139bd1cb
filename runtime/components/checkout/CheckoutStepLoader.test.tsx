// @vitest-environment happy-dom
// A checkout step's page (spec/2 §2): the frame the server renders — the steps, the heading, "Loading" — and the step
// drawn inside it once its code is there. The heading stays the very element the server painted: a new heading drawn
// with the step is a new largest paint, late by the step's code and data (Lighthouse's LCP on a slow phone).
import { act, cleanup, screen } from '@testing-library/react';
import { lazy, type JSX } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { CheckoutStepLoader } from './CheckoutStepLoader.tsx';

afterEach(cleanup);

describe('CheckoutStepLoader', () => {
  it('keeps the frame’s heading element while the step loads and once it is drawn', async () => {
    let loaded!: (step: { Step: () => JSX.Element }) => void;
    const stepCode = new Promise<{ Step: () => JSX.Element }>((resolve) => (loaded = resolve));
    const Step = lazy(async () => ({ default: (await stepCode).Step }));
    renderInShop(<CheckoutStepLoader routeKey="checkoutAddresses" step={Step} />, {
      url: 'http://de.localhost:3000/checkout/addresses',
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Liefer- und Rechnungsadresse');
    expect(screen.getByRole('status').textContent).toBe('Warenkorb wird geladen…');
    await act(async () => loaded({ Step: () => <form aria-label="step">the step</form> }));
    expect(screen.getByRole('form', { name: 'step' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    // The steps too: the current ones (shipping 2 and billing 3 on this page) are the server's elements.
    expect(heading.parentElement?.querySelectorAll('[aria-current="step"]')).toHaveLength(2);
  });
});
