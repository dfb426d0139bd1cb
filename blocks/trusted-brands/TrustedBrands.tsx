import { useId } from 'react';
import { FOOTER } from '../../generated/index.ts';
import { prefixPath } from '../../runtime/domain/routing/language-prefix.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { useShop } from '../../runtime/view/use-shop.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { TrustedBrandsProps } from '../../generated/block-props.ts';

export type { TrustedBrandsProps };

/**
 * spec/1 §2.8 "Not found: … trusted brands": the ten own brands with their fixed paths (spec/1 §2.7), in the page's
 * language (spec/1 §2.1; once unprefixed, they led from a French page in CH to a German one).
 */
export function TrustedBrands({ props }: BlockProps<TrustedBrandsProps>) {
  const { t } = useTranslation();
  const { shop } = useShop();
  const headingId = useId();
  return (
    <section className="block block-brands" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.trustedBrands.heading')}</h2>
      <ul className="block-brands__list">
        {FOOTER.ownBrands.map((brand) => (
          <li key={brand.name}>
            <a className="chip" href={prefixPath(shop.country, shop.language, brand.path)}>
              {brand.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
