import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import type { SlugData } from './+data.ts';

/** spec/1 §2.1 the catch-all slug: a category listing (§2.6) or a content page (§2.9). */
export default function Page() {
  const data = useData<SlugData>();
  if (data.kind === 'content') {
    return (
      <article className="content-page">
        <h1>{data.title}</h1>
        <BlockList blocks={data.blocks} />
      </article>
    );
  }
  return <ListingPage heading={data.category.name} listing={data.listing} category={data.category} />;
}
