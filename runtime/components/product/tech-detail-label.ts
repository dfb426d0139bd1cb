import type { Translate } from '../../i18n/translate.ts';

/** spec/3 §3 a technical detail's name is a translation key; one without a translation shows as it is. */
export function techDetailLabel(t: Translate, name: string): string {
  const key = `product.techDetail.${name}`;
  const label = t(key);
  return label === key ? name : label;
}
