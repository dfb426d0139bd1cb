import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { BlockGallery } from '../../components/block-gallery/BlockGallery.tsx';
import type { BlockGalleryData } from '../../components/block-gallery/gallery-data.ts';

/** Issue 6 block gallery: every block of the library with its fixture (a development page). */
export default function Page() {
  return <BlockGallery data={useData<BlockGalleryData>()} renderBlock={(block) => <BlockList blocks={[block]} />} />;
}
