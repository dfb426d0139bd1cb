import type { Cart } from '../../../generated/types.ts';
import { cartUpdateErrorKind } from '../../domain/cart/cart-update-queue.ts';
import { CART_ADDING_PROBLEM_NOTIFICATION_ID } from '../../domain/cart/cart-messages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { notify } from '../../state/notifications.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../../client/too-many-requests.ts';

/** The notification of a failed change other than an add (spec/2 §4 "reload and an error"): one at a time. */
const CART_UPDATE_PROBLEM_NOTIFICATION_ID = 'cart-update-problem';

function statusOf(error: unknown): number | undefined {
  return (error as { statusCode?: number } | null)?.statusCode;
}

function detailOf(error: unknown): string | undefined {
  return (error as { detail?: string } | null)?.detail;
}

/**
 * Tells the shopper a cart change failed, in their language (spec/2 §8): an add with the spec's own message and id
 * (cart-adding-problem); a cart that was gone (cleared, spec/2 §4) or any other change with the shop's wording. The
 * cart already shows what the server holds (the queue reloaded or cleared it).
 */
export function reportCartFailure(t: Translate, error: unknown, wasAdd: boolean): void {
  console.warn('A cart change failed', error);
  if (wasAdd) {
    notify({
      id: CART_ADDING_PROBLEM_NOTIFICATION_ID,
      kind: 'error',
      message: t('cart.addingProblem'),
      dismissible: true,
    });
    return;
  }
  const gone = cartUpdateErrorKind({ statusCode: statusOf(error), message: detailOf(error) }) === 'cartNotFoundInStore';
  notify({
    id: CART_UPDATE_PROBLEM_NOTIFICATION_ID,
    kind: 'error',
    message: isTooManyRequests(error) ? t(TOO_MANY_REQUESTS_KEY) : gone ? t('cart.notFound') : t('cart.updateProblem'),
    dismissible: true,
  });
}

/** Runs a change of the cart; a failure is reported to the shopper and answers null. */
export async function tryCartChange(
  t: Translate,
  change: () => Promise<Cart | null>,
  wasAdd = false,
): Promise<Cart | null> {
  try {
    return await change();
  } catch (error) {
    reportCartFailure(t, error, wasAdd);
    return null;
  }
}
