import { shippingFees } from '../../runtime/domain/shipping/shipping-fee.ts';
import { shopToday } from '../../runtime/domain/time/shop-today.ts';
import type { BlockLoader } from '../../runtime/view/block-types.ts';
import type { UspSectionData, UspSectionProps } from './UspSection.tsx';

/** The free-delivery threshold in force today in the page's country (spec/2 §5, §9, temporary fees included). */
export const loadUspSection: BlockLoader<UspSectionProps, UspSectionData> = async (_props, { shop, now }) => {
  const { freeAbove } = shippingFees(shop.country, shopToday(now));
  return { freeDeliveryAbove: { centAmount: freeAbove.centAmount, currencyCode: freeAbove.currencyCode } };
};
