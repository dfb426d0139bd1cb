import type { ProductView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatMeasure, formatTechDetailValue } from '../format.ts';
import { techDetailLabel } from './tech-detail-label.ts';
import './product.css';

/**
 * spec/3 §3 description, techdetails and the gross and net height, length, width and weight. The description is the
 * store's plain text, shown as text (never as markup); blank lines part its paragraphs.
 */
export function ProductDetails({
  product,
}: {
  product: Pick<ProductView, 'description' | 'techDetails' | 'dimensions'>;
}) {
  const { t, locale } = useTranslation();
  const paragraphs = product.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const { dimensions } = product;
  const measures: [string, string][] = [
    [t('product.dimensions.length'), formatMeasure(dimensions.lengthCm, 'centimeter', locale)],
    [t('product.dimensions.width'), formatMeasure(dimensions.widthCm, 'centimeter', locale)],
    [t('product.dimensions.height'), formatMeasure(dimensions.heightCm, 'centimeter', locale)],
    [t('product.dimensions.grossWeight'), formatMeasure(dimensions.grossWeightKg, 'kilogram', locale)],
    [t('product.dimensions.netWeight'), formatMeasure(dimensions.netWeightKg, 'kilogram', locale)],
  ];
  return (
    <div className="product-details">
      {paragraphs.length > 0 && (
        <section aria-labelledby="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      {product.techDetails.length > 0 && (
        <section aria-labelledby="product-tech-details">
          <h2 id="product-tech-details">{t('product.techDetails')}</h2>
          <table className="spec-table">
            <tbody>
              {product.techDetails.map((detail) => (
                <tr key={detail.name}>
                  <th scope="row">{techDetailLabel(t, detail.name)}</th>
                  <td>{formatTechDetailValue(detail.value, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section aria-labelledby="product-dimensions">
        <h2 id="product-dimensions">{t('product.dimensions.heading')}</h2>
        <table className="spec-table">
          <tbody>
            {measures.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
