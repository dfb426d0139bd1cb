/** The reviews section's anchor: review links come back to it (without JavaScript, the browser scrolls to it). */
export const REVIEWS_ANCHOR = 'reviews';
