import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { BlockGallery } from '../../components/block-gallery/BlockGallery.tsx';
import type { BlockGalleryData } from '../../components/block-gallery/gallery-data.ts';

/** The block gallery (ADR 009): every block of the library with its fixture (a development page). */
export default function Page() {
  return <BlockGallery data={useData<BlockGalleryData>()} renderBlock={(block) => <BlockList blocks={[block]} />} />;
}
