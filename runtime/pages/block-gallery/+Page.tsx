import { useData } from 'vike-react/useData';
import { BlockGallery } from '../../components/block-gallery/BlockGallery.tsx';
import type { BlockGalleryData } from './+data.ts';

/** The block gallery (ADR 009): every block of the library with its fixture (a development page). */
export default function Page() {
  return <BlockGallery data={useData<BlockGalleryData>()} />;
}
