import { useData } from 'vike-react/useData';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import type { CategoryData } from './+data.ts';

/** spec/1 §2.1 the catch-all slug: a category listing (§2.6) or an own brand's (§2.7). */
export default function Page() {
  const data = useData<CategoryData>();
  return <ListingPage heading={data.category.name} listing={data.listing} category={data.category} />;
}
