// @vitest-environment happy-dom
// An account page whose form is not built yet (spec/3) speaks of customer accounts only: ordering is open to guests
// (spec/2 §1), so it never says that ordering opens soon.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { ServicePlaceholder } from './ServicePlaceholder.tsx';

afterEach(cleanup);

describe('ServicePlaceholder', () => {
  it.each([
    [
      'http://gb.localhost:3000/login',
      'Log in',
      'Customer accounts open soon in this shop. You do not need one to order: you can check out as a guest.',
    ],
    [
      'http://de.localhost:3000/create-account',
      'Konto erstellen',
      'Kundenkonten sind in diesem Shop bald verfügbar. Zum Bestellen brauchen Sie keines: Sie können als Gast bestellen.',
    ],
  ])('%s: says customer accounts open soon, and that ordering needs none', (url, heading, text) => {
    renderInShop(<ServicePlaceholder />, { url });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
