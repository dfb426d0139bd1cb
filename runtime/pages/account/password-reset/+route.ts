// spec/1 §2.1 /password-reset and its two steps, /password-reset/check-email and /password-reset/change-password.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['passwordReset', 'passwordResetChangePassword', 'passwordResetCheckEmail']);
