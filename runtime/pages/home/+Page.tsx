import { useData } from 'vike-react/useData';
import { BlockList } from '../../../blocks/BlockList.tsx';
import type { HomeData } from './+data.ts';

/** spec/1 §2.1 Home: the CMS blocks of the home content page. */
export default function Page() {
  const data = useData<HomeData>();
  return (
    <>
      <h1 className="visually-hidden">{data.heading}</h1>
      <BlockList blocks={data.blocks} />
    </>
  );
}
