import type { Country, LanguageTable } from '../../generated/types.ts';
import { zeroRatingPossible } from '../../runtime/domain/tax/net-prices.ts';
import { localeCode } from '../validate/project-model.ts';
import type { CountryFacts } from './european-country-facts.ts';

export interface DraftInput {
  code: string;
  name: string;
  currency: string;
  /** Default language first. */
  languages: string[];
  domain: string;
  /** Standard VAT rate as a fraction. */
  vatRate: number;
  phone?: string;
  facts?: CountryFacts;
  storeIdPrefix: string;
  languageTable: LanguageTable;
  /** Locales that exist already, for fallbacks. */
  existingLocales: ReadonlySet<string>;
  /** An existing country with the same currency, whose cash-on-delivery limits are the best default. */
  sameCurrencyCountry?: Country;
  /** The member state of the entity that sells in the shop's other countries; the new country's own when none. */
  sellingEntityCountry?: string | undefined;
}

/** The values the country scaffold template renders, with a sensible default for everything not given. */
export function countryDraftView(input: DraftInput): Record<string, unknown> {
  const { code, facts } = input;
  const homeLocale = new Map(input.languageTable.languages.map((language) => [language.code, language.homeLocale]));
  const reviewLanguages = input.languageTable.languages
    .filter((language) => language.reviewPlatform)
    .map((l) => l.code);
  const bareDomain = input.domain.replace(/^www\./, '');
  const cod = input.sameCurrencyCountry?.payment.cashOnDelivery;
  const bothClientTypes = ['PRIVATE', 'COMPANY'];
  const sellingEntityCountry = input.sellingEntityCountry ?? code.toUpperCase();
  return {
    code,
    name: input.name,
    currency: input.currency,
    storeId: `${input.storeIdPrefix}_${code}`,
    topLevelDomain: topLevelDomain(input.domain),
    domain: input.domain,
    defaultLanguage: input.languages[0],
    languages: input.languages.map((language) => {
      const fallback = homeLocale.get(language);
      const own = localeCode(language, code);
      return {
        language,
        fallbacks: fallback && fallback !== own && input.existingLocales.has(fallback) ? [fallback] : [],
      };
    }),
    contact: { ...(input.phone ? { phone: input.phone } : {}), email: `advice@${bareDomain}` },
    reviewPlatform: input.languages.some((language) => reviewLanguages.includes(language)),
    // The price disclaimer is shown in EU member states only (spec/2 §5 lists EU members).
    priceDisclaimer: facts?.eu ?? true,
    vatRate: input.vatRate,
    sellingEntityCountry,
    // Net prices for verified companies only where a sale there is an intra-Community supply (ADR 026).
    changeTaxRate: zeroRatingPossible({ sellingEntityCountry, changeTaxRate: true }, code),
    paymentMethods: ['scheme', 'paypal', 'applepay', 'googlepay', ...(cod ? ['cashOnDelivery'] : [])].map((method) => ({
      code: method,
      clientTypes: bothClientTypes,
    })),
    // Without a country of the same currency to copy limits from, cash on delivery is not offered (limit 0).
    cashOnDelivery: cod ?? { priceLimit: 0, itemLimit: 0, freightAllowed: false, fee: 0 },
    postalCode: facts?.postalCode ?? {},
    vat: facts?.vat ?? { prefix: code.toUpperCase(), placeholder: '123456789', cleanup: 'digits' },
  };
}

/** Registries that sell names under a second level, as the UK under co.uk (spec/1 §9.4). */
const SECOND_LEVEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'com.cy',
  'com.mt',
  'com.gr',
  'com.pl',
  'com.pt',
  'com.ro',
  'co.at',
]);

/** The public suffix of a host name: example.lu → lu, shop.example.mt → mt, www.shop.co.uk → co.uk. */
export function topLevelDomain(host: string): string {
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  return labels.length > 2 && SECOND_LEVEL_SUFFIXES.has(lastTwo) ? lastTwo : (labels.at(-1) ?? host);
}
