import { useId } from 'react';
import type { Money, RouteKey } from '../../generated/index.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { useShop } from '../../runtime/view/use-shop.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { UspSectionProps } from '../../generated/block-props.ts';

export const USP_ITEMS = ['delivery', 'returns', 'guarantee', 'service'] as const;
export type UspItem = (typeof USP_ITEMS)[number];

export type { UspSectionProps };

/** The country's free-delivery threshold on the day (spec/2 §9), from load.server.ts. */
export interface UspSectionData {
  readonly freeDeliveryAbove: Pick<Money, 'centAmount' | 'currencyCode'>;
}

/** Where each selling point explains itself: the information pages of spec/1 §2.1. */
const PAGE_OF: Record<UspItem, RouteKey> = {
  delivery: 'dispatchInformation',
  returns: 'returnPolicy',
  guarantee: 'bestPricesGuaranteed',
  service: 'helpCentre',
};

/** spec/1 §2.9 USP section: the selling points, each linking to the page that explains it. */
export function UspSection({ props, data }: BlockProps<UspSectionProps, UspSectionData>) {
  const { t, locale } = useTranslation();
  const { href } = useShop();
  const headingId = useId();
  const items = props.items ?? USP_ITEMS;
  return (
    <section className="block block-usp" aria-labelledby={headingId}>
      <h2 id={headingId} className={props.heading ? undefined : 'visually-hidden'}>
        {props.heading ?? t('blocks.usp.heading')}
      </h2>
      <ul className="usp-list">
        {items.map((item) => (
          <li key={item} className={`usp-item usp-item--${item}`}>
            <a href={href(PAGE_OF[item])} className="usp-title">
              {t(`blocks.usp.${item}.title`, { amount: formatPrice(data.freeDeliveryAbove, locale) })}
            </a>
            <p className="usp-text">{t(`blocks.usp.${item}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
