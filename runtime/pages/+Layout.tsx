// https://vike.dev/Layout — every page sits in the shop's frame (spec/1 §2.2).
import type { ReactNode } from 'react';
import { Frame } from '../components/frame/Frame.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}
