/** A `tel:` link to a phone number written for reading (`+49 30 1234 5678` → `tel:+493012345678`, RFC 3966). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
