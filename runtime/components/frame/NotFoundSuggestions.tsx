import { useEffect, useState } from 'react';
import { whenIdle } from '../when-idle.ts';
import type {
  ShopByDepartment as ShopByDepartmentType,
  TrustedBrands as TrustedBrandsType,
} from './not-found-blocks.ts';

interface Blocks {
  readonly ShopByDepartment: typeof ShopByDepartmentType;
  readonly TrustedBrands: typeof TrustedBrandsType;
}

/**
 * spec/1 §2.8 "Not found: a no-results illustration plus two optional content blocks (shop by department, trusted
 * brands), loaded when idle": nothing on the server or in the page's first JavaScript; the blocks come once the
 * browser has nothing more urgent to do.
 */
export function NotFoundSuggestions() {
  const [blocks, setBlocks] = useState<Blocks | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void import('./not-found-blocks.ts').then((module) => live && setBlocks(module));
    const cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (blocks === null) return null;
  return (
    <div className="error-page__suggestions">
      <blocks.ShopByDepartment props={{}} data={undefined} />
      <blocks.TrustedBrands props={{}} data={undefined} />
    </div>
  );
}
