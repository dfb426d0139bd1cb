import { describe, expect, it } from 'vitest';
import * as messages from './customer-messages.ts';

describe('customer messages (spec/3 §5, §8 Error catalogue, word for word)', () => {
  it.each<[keyof typeof messages, string]>([
    ['CUSTOMER_REGISTRATION_FAILED', 'Customer registration failed'],
    ['CUSTOMER_LOGIN_FAILED', 'Customer login failed'],
    ['PASSWORD_CHANGE_FAILED', 'Password change failed'],
    ['USER_NOT_AUTHENTICATED', 'User is not authenticated'],
    ['USER_NOT_FOUND', 'User not found'],
    ['ADDRESS_ADD_FAILED', 'Failed to add address'],
    ['ADDRESS_DELETE_FAILED', 'Failed to delete address'],
    ['ADDRESS_UPDATE_FAILED', 'Failed to update address'],
    ['ADDRESS_SET_DEFAULT_FAILED', 'Failed to set default address'],
    ['ADDRESS_UPDATE_NEEDS_ID', 'Updated address must include an "id" field.'],
    ['DEFAULT_BILLING_NEEDS_ID', 'Address ID is required to set default billing address.'],
    ['DEFAULT_SHIPPING_NEEDS_ID', 'Address ID is required to set default Shipping address.'],
    ['REVIEW_SKU_NOT_PURCHASED', "You haven't purchased this particular SKU"],
    ['REVIEW_ALREADY_SUBMITTED', 'You have already submitted review for your purchase for SKU'],
    ['REVIEW_FAILED', 'Something went wrong on our side. Please try again or contact support'],
  ])('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
