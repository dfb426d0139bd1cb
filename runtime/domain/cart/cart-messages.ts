/** spec/2 §8 Error catalogue: the dismissible error notification after a failed add to cart. */
export const CART_ADDING_PROBLEM_MESSAGE = 'There was a problem with adding product to the cart. Please try again.';

/** spec/2 §8: the notification's id, so a repeated failure replaces rather than stacks it. */
export const CART_ADDING_PROBLEM_NOTIFICATION_ID = 'cart-adding-problem';

/** spec/2 §8 Error catalogue; spec/3 §8 Cart missing. */
export const CART_NOT_FOUND_MESSAGE = 'Cart not found';
