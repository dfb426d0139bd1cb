// spec/1 §2.1 the account, checkout and service routes (login, registration, password reset, checkout, my
// account, log out, payment error). The checkout's steps render their own components (+Page.tsx); the account and
// service forms are not built yet (spec/3). The routes, their guards (spec/1 §6) and their frame are here.
import { routeTo } from '../../view/shop-route.ts';

export default routeTo([
  'login',
  'createAccount',
  'passwordReset',
  'passwordResetChangePassword',
  'passwordResetCheckEmail',
  'checkout',
  'checkoutLogin',
  'checkoutAddresses',
  'checkoutPayment',
  'checkoutCart',
  'checkoutThankYou',
  'checkoutCreateAccount',
  'checkoutPasswordReset',
  'myAccount',
  'myProfile',
  'shippingDetails',
  'billingDetails',
  'myNewsletter',
  'myReviews',
  'loyaltyCard',
  'logOut',
  'paymentError',
]);
