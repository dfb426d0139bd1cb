import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import type { ContentData } from './+data.ts';

/** spec/1 §2.1 a CMS page (an information page, the help centre, a content page): its title and blocks (§2.9). */
export default function Page() {
  const data = useData<ContentData>();
  return (
    <article className="content-page">
      <h1>{data.title}</h1>
      <BlockList blocks={data.blocks} />
    </article>
  );
}
