import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import type { InformationData } from './+data.ts';

/** spec/1 §2.1 an information page or the help centre: its title and its CMS blocks (spec/1 §2.9). */
export default function Page() {
  const data = useData<InformationData>();
  return (
    <article className="content-page">
      <h1>{data.title}</h1>
      <BlockList blocks={data.blocks} />
    </article>
  );
}
