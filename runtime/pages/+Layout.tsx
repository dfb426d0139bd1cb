// https://vike.dev/Layout — every page sits in the shop's frame (spec/1 §2.2), with the tab's cart store.
import type { ReactNode } from 'react';
import { CartStoreProvider } from '../components/cart/CartStoreProvider.tsx';
import { Frame } from '../components/frame/Frame.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <CartStoreProvider>
      <Frame>{children}</Frame>
    </CartStoreProvider>
  );
}
