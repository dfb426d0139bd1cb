// spec/1 §2.1 /my-account and its pages: profile, delivery addresses, billing details, newsletter, reviews,
// loyalty card.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo([
  'myAccount',
  'myProfile',
  'shippingDetails',
  'billingDetails',
  'myNewsletter',
  'myReviews',
  'loyaltyCard',
]);
