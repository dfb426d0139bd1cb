import type { ComparedAttribute, ComparisonView } from '../../view/product-view.ts';
import type { Translate } from '../../i18n/translate.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatRating, formatTechDetailValue } from '../format.ts';
import { PriceTag } from './PriceTag.tsx';
import { techDetailLabel } from './tech-detail-label.ts';
import './product.css';

function attributeLabel(t: Translate, attribute: ComparedAttribute): string {
  if (attribute === 'brand') return t('product.comparison.brand');
  if (attribute === 'energyClass') return t('product.comparison.energyClass');
  return techDetailLabel(t, attribute.slice('tech:'.length));
}

/**
 * spec/3 §7 Comparison: the product beside the 5 best-ranked similar products, on price, rating, availability and
 * the compared attributes (a missing value is a dash). A data table: products are column headers, the compared
 * features row headers; it scrolls sideways on small screens and can be scrolled with the keyboard.
 */
export function ComparisonTable({ comparison, productName }: { comparison: ComparisonView; productName: string }) {
  const { t, locale } = useTranslation();
  const { products, attributes } = comparison;
  const caption = t('product.comparison.caption', { product: productName });
  return (
    <section className="comparison" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading">{t('product.comparison.heading')}</h2>
      <div className="comparison__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="comparison__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product, index) => (
                <th key={product.sku} scope="col">
                  {product.image && <img src={product.image.url} alt="" width={96} height={96} loading="lazy" />}
                  {index === 0 ? (
                    <>
                      <span className="comparison__current">{t('product.comparison.current')}</span>
                      <span className="comparison__name">{product.name}</span>
                    </>
                  ) : (
                    <a className="comparison__name" href={product.link}>
                      {product.name}
                    </a>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('product.comparison.price')}</th>
              {products.map((product) => (
                <td key={product.sku}>{product.price ? <PriceTag price={product.price} /> : '-'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('product.comparison.rating')}</th>
              {products.map((product) => (
                <td key={product.sku}>
                  {product.reviewCount > 0
                    ? `${t('product.reviews.average', { rating: formatRating(product.averageRating, locale) })} (${t('product.reviews.count', { count: product.reviewCount })})`
                    : '-'}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('product.comparison.availability')}</th>
              {products.map((product) => (
                <td key={product.sku}>
                  {product.isOnStock ? t('product.availability.inStock') : t('product.availability.outOfStock')}
                </td>
              ))}
            </tr>
            {attributes.map((attribute, row) => (
              <tr key={attribute}>
                <th scope="row">{attributeLabel(t, attribute)}</th>
                {products.map((product) => (
                  <td key={product.sku}>
                    {attribute.startsWith('tech:')
                      ? formatTechDetailValue(product.values[row]!, locale)
                      : product.values[row]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
