// The embedded store's demo discounts (spec/2 §3 discount codes, cart discounts; §5 Volume discounts,
// Personalised discounts), one code per state a shopper can meet — documented in README's cart section. Written by
// the seed with the catalogue (write-demo-offers.server.ts), never over a row already there — except the names of these
// demo rows, which the seed brings up to date in a store seeded before (refreshDemoNames). A code's name is what the
// shopper reads in the cart, so every language (spec/1 §1: 21) has its own: the types make a missing one a compile
// error rather than English in a Polish cart.
import {
  COUNTRIES,
  LANGUAGE_CODES,
  PROJECT,
  type CountryCode,
  type LanguageCode,
} from '../../../../generated/index.ts';
import type { StoredCartDiscount, StoredDiscountCode } from '../ports/discount-store.ts';

type Labels = Readonly<Record<LanguageCode, string>>;

/** "<label>: <percent> off" as each language says it. */
const PERCENT_OFF: Readonly<Record<LanguageCode, (label: string, percent: string) => string>> = {
  en: (label, percent) => `${label}: ${percent} off`,
  de: (label, percent) => `${label}: ${percent} Rabatt`,
  sk: (label, percent) => `${label}: zľava ${percent}`,
  cs: (label, percent) => `${label}: sleva ${percent}`,
  pl: (label, percent) => `${label}: ${percent} zniżki`,
  fr: (label, percent) => `${label}\u00a0: ${percent} de remise`,
  nl: (label, percent) => `${label}: ${percent} korting`,
  it: (label, percent) => `${label}: sconto del ${percent}`,
  es: (label, percent) => `${label}: ${percent} de descuento`,
  pt: (label, percent) => `${label}: ${percent} de desconto`,
  hu: (label, percent) => `${label}: ${percent} kedvezmény`,
  nb: (label, percent) => `${label}: ${percent} rabatt`,
  da: (label, percent) => `${label}: ${percent} rabat`,
  sv: (label, percent) => `${label}: ${percent} rabatt`,
  fi: (label, percent) => `${label}: alennus ${percent}`,
  ro: (label, percent) => `${label}: reducere de ${percent}`,
  lt: (label, percent) => `${label}: ${percent} nuolaida`,
  sl: (label, percent) => `${label}: ${percent} popusta`,
  bg: (label, percent) => `${label}: ${percent} отстъпка`,
  el: (label, percent) => `${label}: έκπτωση ${percent}`,
  hr: (label, percent) => `${label}: ${percent} popusta`,
};

/**
 * A percentage as the language writes it (Intl, from CLDR): "10%" in English, Polish or Dutch, "10 %" with a no-break
 * space in German, Czech, French or Swedish — never a space a line can break at.
 */
export function percentText(language: LanguageCode, permyriad: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(permyriad / 10_000);
}

/** A demo code with its name in every language, made of its label and its own percent (so the figure never drifts). */
function demoCode(row: Omit<StoredDiscountCode, 'name'> & { label: Labels }): StoredDiscountCode {
  const { label, ...code } = row;
  const name = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      PERCENT_OFF[language](label[language], percentText(language, code.permyriad)),
    ]),
  ) as Record<LanguageCode, string>;
  return { ...code, name };
}

const WELCOME: Labels = {
  en: 'Welcome',
  de: 'Willkommen',
  sk: 'Vitajte',
  cs: 'Vítejte',
  pl: 'Na powitanie',
  fr: 'Bienvenue',
  nl: 'Welkom',
  it: 'Benvenuto',
  es: 'Bienvenida',
  pt: 'Boas-vindas',
  hu: 'Üdvözlünk',
  nb: 'Velkommen',
  da: 'Velkommen',
  sv: 'Välkommen',
  fi: 'Tervetuloa',
  ro: 'Bun venit',
  lt: 'Sveiki atvykę',
  sl: 'Dobrodošli',
  bg: 'Добре дошли',
  el: 'Καλώς ήρθατε',
  hr: 'Dobro došli',
};
const SUMMER_2020: Labels = {
  en: 'Summer 2020',
  de: 'Sommer 2020',
  sk: 'Leto 2020',
  cs: 'Léto 2020',
  pl: 'Lato 2020',
  fr: 'Été 2020',
  nl: 'Zomer 2020',
  it: 'Estate 2020',
  es: 'Verano 2020',
  pt: 'Verão 2020',
  hu: '2020 nyara',
  nb: 'Sommer 2020',
  da: 'Sommer 2020',
  sv: 'Sommar 2020',
  fi: 'Kesä 2020',
  ro: 'Vara 2020',
  lt: '2020 m. vasara',
  sl: 'Poletje 2020',
  bg: 'Лято 2020',
  el: 'Καλοκαίρι 2020',
  hr: 'Ljeto 2020',
};
const FUTURE: Labels = {
  en: 'Future',
  de: 'Zukunft',
  sk: 'Budúcnosť',
  cs: 'Budoucnost',
  pl: 'Przyszłość',
  fr: 'Avenir',
  nl: 'Toekomst',
  it: 'Futuro',
  es: 'Futuro',
  pt: 'Futuro',
  hu: 'Jövő',
  nb: 'Fremtid',
  da: 'Fremtid',
  sv: 'Framtid',
  fi: 'Tulevaisuus',
  ro: 'Viitor',
  lt: 'Ateitis',
  sl: 'Prihodnost',
  bg: 'Бъдеще',
  el: 'Μέλλον',
  hr: 'Budućnost',
};
const PAUSED: Labels = {
  en: 'Paused',
  de: 'Pausiert',
  sk: 'Pozastavené',
  cs: 'Pozastaveno',
  pl: 'Wstrzymany',
  fr: 'En pause',
  nl: 'Gepauzeerd',
  it: 'In pausa',
  es: 'En pausa',
  pt: 'Em pausa',
  hu: 'Szüneteltetve',
  nb: 'På pause',
  da: 'Sat på pause',
  sv: 'Pausad',
  fi: 'Keskeytetty',
  ro: 'Suspendat',
  lt: 'Sustabdyta',
  sl: 'Začasno ustavljeno',
  bg: 'На пауза',
  el: 'Σε παύση',
  hr: 'Pauzirano',
};
const GERMANY_ONLY: Labels = {
  en: 'Germany only',
  de: 'Nur in Deutschland',
  sk: 'Len v Nemecku',
  cs: 'Jen v Německu',
  pl: 'Tylko w Niemczech',
  fr: 'Allemagne uniquement',
  nl: 'Alleen in Duitsland',
  it: 'Solo in Germania',
  es: 'Solo en Alemania',
  pt: 'Só na Alemanha',
  hu: 'Csak Németországban',
  nb: 'Kun i Tyskland',
  da: 'Kun i Tyskland',
  sv: 'Endast i Tyskland',
  fi: 'Vain Saksassa',
  ro: 'Doar în Germania',
  lt: 'Tik Vokietijoje',
  sl: 'Samo v Nemčiji',
  bg: 'Само в Германия',
  el: 'Μόνο στη Γερμανία',
  hr: 'Samo u Njemačkoj',
};
const SMALL_THANKS: Labels = {
  en: 'Small thanks',
  de: 'Kleines Dankeschön',
  sk: 'Malé poďakovanie',
  cs: 'Malé poděkování',
  pl: 'Małe podziękowanie',
  fr: 'Petit merci',
  nl: 'Klein bedankje',
  it: 'Piccolo ringraziamento',
  es: 'Pequeño agradecimiento',
  pt: 'Pequeno agradecimento',
  hu: 'Apró köszönet',
  nb: 'En liten takk',
  da: 'En lille tak',
  sv: 'Ett litet tack',
  fi: 'Pieni kiitos',
  ro: 'Un mic mulțumesc',
  lt: 'Mažas ačiū',
  sl: 'Majhna zahvala',
  bg: 'Малка благодарност',
  el: 'Ένα μικρό ευχαριστώ',
  hr: 'Malo hvala',
};
const USED_UP: Labels = {
  en: 'Used up',
  de: 'Aufgebraucht',
  sk: 'Vyčerpané',
  cs: 'Vyčerpáno',
  pl: 'Wykorzystany',
  fr: 'Épuisé',
  nl: 'Opgebruikt',
  it: 'Esaurito',
  es: 'Agotado',
  pt: 'Esgotado',
  hu: 'Felhasználva',
  nb: 'Brukt opp',
  da: 'Opbrugt',
  sv: 'Förbrukad',
  fi: 'Käytetty loppuun',
  ro: 'Epuizat',
  lt: 'Išnaudota',
  sl: 'Porabljeno',
  bg: 'Изчерпан',
  el: 'Εξαντλήθηκε',
  hr: 'Iskorišteno',
};

/**
 * The store key of a country the demo rows name. A country's own build holds only its own country's table (ADR 021),
 * so another country's key is not there to read: it is then the key the config's rule gives it (spec/1 §3 "the
 * project's store prefix plus the country"), which no store of that build has — as the demo wants.
 */
function storeKeyOf(country: CountryCode): string {
  const served = (COUNTRIES as Partial<typeof COUNTRIES>)[country];
  return served?.storeId ?? `${PROJECT.storeIdPrefix}_${country}`;
}

/** spec/2 §3 Discount code: code, stores, validity, active flag, relative value in permyriad, name, max applications. */
export const DEMO_DISCOUNT_CODES: readonly StoredDiscountCode[] = [
  // Valid in every store: 10 % off every line.
  demoCode({
    id: 'dc-welcome10',
    code: 'WELCOME10',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    label: WELCOME,
    maxApplications: null,
    applications: 0,
  }),
  // Expired: its validUntil is past.
  demoCode({
    id: 'dc-summer5',
    code: 'SUMMER5',
    stores: [],
    validFrom: '2020-06-01T00:00:00.000Z',
    validUntil: '2020-09-01T00:00:00.000Z',
    isActive: true,
    permyriad: 500,
    label: SUMMER_2020,
    maxApplications: null,
    applications: 0,
  }),
  // Not yet valid: its validFrom is to come.
  demoCode({
    id: 'dc-future15',
    code: 'FUTURE15',
    stores: [],
    validFrom: '2099-01-01T00:00:00.000Z',
    validUntil: null,
    isActive: true,
    permyriad: 1500,
    label: FUTURE,
    maxApplications: null,
    applications: 0,
  }),
  // Inactive: switched off by the merchant.
  demoCode({
    id: 'dc-paused20',
    code: 'PAUSED20',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: false,
    permyriad: 2000,
    label: PAUSED,
    maxApplications: null,
    applications: 0,
  }),
  // Another store's: valid in the German shop only (try it in AT).
  demoCode({
    id: 'dc-deonly10',
    code: 'DEONLY10',
    stores: [storeKeyOf('de')],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    label: GERMANY_ONLY,
    maxApplications: null,
    applications: 0,
  }),
  // Conflicts with the volume discount (spec/2 §5: volume discounts apply only when no code is active): 3 % off,
  // so a cart of 5 power tools (10 % volume discount) pays more with it than without.
  demoCode({
    id: 'dc-small3',
    code: 'SMALL3',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 300,
    label: SMALL_THANKS,
    maxApplications: null,
    applications: 0,
  }),
  // Used up: its maximum number of applications is reached.
  demoCode({
    id: 'dc-usedup',
    code: 'USEDUP',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    label: USED_UP,
    maxApplications: 1,
    applications: 1,
  }),
];

/** The volume-discount group of the seed's power tools (catalogue-plan.ts: volume-<root category>). */
export const DEMO_VOLUME_DISCOUNT_GROUP = 'volume-power-tools';

/**
 * spec/2 §5 Volume discounts of the power tools, in every store: the default tiers (3 items 5 %, 5 items 10 %, 10
 * items 15 %) as configured discounts; the seed's other groups (accessories) get the default tiers from the domain
 * (volume-discounts.ts). spec/2 §5 Personalised discounts: LT only; a guest ('not-logged-in') has none.
 */
export const DEMO_CART_DISCOUNTS: readonly StoredCartDiscount[] = [
  ...[
    [3, 500, '0.1'],
    [5, 1000, '0.2'],
    [10, 1500, '0.3'],
  ].map(([minQuantity, permyriad, sortOrder]): StoredCartDiscount => ({
    id: `cd-volume-power-tools-${minQuantity}`,
    key: `volume-power-tools-${minQuantity}`,
    kind: 'volume',
    isActive: true,
    stores: [],
    sortOrder: String(sortOrder),
    volumeDiscountGroup: DEMO_VOLUME_DISCOUNT_GROUP,
    minQuantity: Number(minQuantity),
    customerTier: null,
    permyriad: Number(permyriad),
  })),
  ...(
    [
      ['base-tier', 200],
      ['tier-1', 300],
      ['tier-2', 500],
      ['tier-3', 700],
      ['tier-4', 1000],
    ] as const
  ).map(([tier, permyriad], index): StoredCartDiscount => ({
    id: `cd-personalised-lt-${tier}`,
    key: `personalised-lt-${tier}`,
    kind: 'personalised',
    isActive: true,
    stores: [storeKeyOf('lt')],
    sortOrder: `0.${index + 5}`,
    volumeDiscountGroup: null,
    minQuantity: 0,
    customerTier: tier,
    permyriad,
  })),
];
