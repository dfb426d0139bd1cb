import type { BreadcrumbView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import './product.css';

/** spec/3 §3 breadcrumbs: home, the product's categories from the first level down, then the product itself. */
export function ProductBreadcrumbs({ items, current }: { items: readonly BreadcrumbView[]; current: string }) {
  const { t } = useTranslation();
  const { href } = useShop();
  return (
    <nav aria-label={t('product.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <a href={href('home')}>{t('product.home')}</a>
        </li>
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
