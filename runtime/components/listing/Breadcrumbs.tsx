import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';

interface BreadcrumbsProps {
  /** The ancestors, first level first (spec/1 §3 Category ancestors). */
  readonly trail: readonly { readonly name: string; readonly link: string }[];
  readonly current: string;
}

/** A category page's place in the tree: home, the ancestors, then the category itself (WAI-ARIA breadcrumb). */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const { href } = useShop();
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumb')}>
      <ol className="breadcrumbs__list">
        <li>
          <a href={href('home')}>{t('listing.home')}</a>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.link}>
            <a href={crumb.link}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
