import { useId } from 'react';
import { FOOTER } from '../../generated/index.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../block-types.ts';
import type { TrustedBrandsProps } from '../../generated/block-props.ts';

export type { TrustedBrandsProps };

/** spec/1 §2.8 "Not found: … trusted brands": the ten own brands with their fixed paths (spec/1 §2.7). */
export function TrustedBrands({ props }: BlockProps<TrustedBrandsProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-brands" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.trustedBrands.heading')}</h2>
      <ul className="block-brands__list">
        {FOOTER.ownBrands.map((brand) => (
          <li key={brand.name}>
            <a className="chip" href={brand.path}>
              {brand.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
