// https://vike.dev/Layout — every page sits in the shop's frame (spec/1 §2.2), with the tab's stores: the cart and the
// navigation panel's categories (ADR 036). They stay while the shopper moves from page to page.
import type { ReactNode } from 'react';
import { CartStoreProvider } from '../components/cart/CartStoreProvider.tsx';
import { CategoryStoreProvider } from '../components/frame/CategoryStoreProvider.tsx';
import { Frame } from '../components/frame/Frame.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <CartStoreProvider>
      <CategoryStoreProvider>
        <Frame>{children}</Frame>
      </CategoryStoreProvider>
    </CartStoreProvider>
  );
}
