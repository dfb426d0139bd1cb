// An address's country as a shopper reads it (spec/3 §3 Address country is an ISO 3166-1 alpha-2 code): its name in
// the page's or mail's language from the runtime's CLDR data (Intl.DisplayNames), so 25 countries need no table of
// 21 × 25 names of our own. An unknown code is shown as it is rather than hidden.
const names = new Map<string, string>();

export function countryName(code: string, locale: string): string {
  const key = `${locale}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    const region = code.trim().toUpperCase();
    const known = /^[A-Z]{2}$/.test(region)
      ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(region)
      : undefined;
    name = known ?? code;
    names.set(key, name);
  }
  return name;
}
