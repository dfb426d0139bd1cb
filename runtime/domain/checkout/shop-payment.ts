/** spec/2 §3 Payment kinds: cash on delivery and bank transfer are the shop's own; every other code the card provider's. */
export type ShopPaymentMethod = 'cashOnDelivery' | 'bankTransfer';

export function isShopPaymentMethod(code: string): code is ShopPaymentMethod {
  return code === 'cashOnDelivery' || code === 'bankTransfer';
}

/**
 * spec/2 §3 Payment states, ADR 024: an order paid by one of the shop's own methods is created unpaid — cash on
 * delivery is paid at the door (Pending), a bank transfer is awaited (BalanceDue); no charge is pretended.
 */
export const UNPAID_PAYMENT_STATE: Readonly<Record<ShopPaymentMethod, 'Pending' | 'BalanceDue'>> = {
  cashOnDelivery: 'Pending',
  bankTransfer: 'BalanceDue',
};
