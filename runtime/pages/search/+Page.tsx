import { useData } from 'vike-react/useData';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import type { SearchData } from './+data.ts';

/** spec/1 §2.1 the search page: a listing (§2.6) of the search text or a preset list; 'No results' (§8). */
export default function Page() {
  const data = useData<SearchData>();
  return <ListingPage heading={data.heading} listing={data.listing} />;
}
