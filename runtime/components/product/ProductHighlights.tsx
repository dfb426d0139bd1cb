import { useTranslation } from '../../i18n/use-translation.ts';
import './product.css';

/** spec/3 §3 highlights: the product's key points, as text. */
export function ProductHighlights({ highlights }: { highlights: readonly string[] }) {
  const { t } = useTranslation();
  if (highlights.length === 0) return null;
  return (
    <section className="highlights" aria-label={t('product.highlights')}>
      <ul>
        {highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </section>
  );
}
