// spec/3 §5, §8 Error catalogue, word for word: registration, login, password, user and address operations.
export const CUSTOMER_REGISTRATION_FAILED = 'Customer registration failed';
export const CUSTOMER_LOGIN_FAILED = 'Customer login failed';
export const PASSWORD_CHANGE_FAILED = 'Password change failed';
export const USER_NOT_AUTHENTICATED = 'User is not authenticated';
export const USER_NOT_FOUND = 'User not found';

export const ADDRESS_ADD_FAILED = 'Failed to add address';
export const ADDRESS_DELETE_FAILED = 'Failed to delete address';
export const ADDRESS_UPDATE_FAILED = 'Failed to update address';
export const ADDRESS_SET_DEFAULT_FAILED = 'Failed to set default address';
export const ADDRESS_UPDATE_NEEDS_ID = 'Updated address must include an "id" field.';
export const DEFAULT_BILLING_NEEDS_ID = 'Address ID is required to set default billing address.';
export const DEFAULT_SHIPPING_NEEDS_ID = 'Address ID is required to set default Shipping address.';

// spec/3 §8 Error catalogue, review rows.
export const REVIEW_SKU_NOT_PURCHASED = "You haven't purchased this particular SKU";
export const REVIEW_ALREADY_SUBMITTED = 'You have already submitted review for your purchase for SKU';
export const REVIEW_FAILED = 'Something went wrong on our side. Please try again or contact support';
