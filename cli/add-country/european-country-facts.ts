import type { AddressFormat } from '../../generated/types.ts';

/**
 * What add-country knows of the European countries the shop does not serve yet, so that
 * `multishop add-country lu --yes` needs no more: currency, the official languages, the standard VAT rate
 * in force in 2026, and the VAT ID and postal-code formats. Languages the shop has no translations for
 * (Estonian, Latvian, Icelandic, Luxembourgish, Maltese) are left out; such a country needs --languages.
 */
export interface CountryFacts {
  name: string;
  currency: string;
  languages: string[];
  /** Standard VAT rate as a fraction. */
  vatRate: number;
  /** EU member: the EU price disclaimer applies (spec/2 §5 Price disclaimer lists EU members only). */
  eu: boolean;
  vat: AddressFormat['vat'];
  postalCode: AddressFormat['postalCode'];
}

export const EUROPEAN_COUNTRY_FACTS: Readonly<Record<string, CountryFacts>> = {
  lu: {
    name: 'Luxembourg',
    currency: 'EUR',
    languages: ['fr', 'de'],
    vatRate: 0.17,
    eu: true,
    vat: { prefix: 'LU', placeholder: '12345678', cleanup: 'digits' },
    postalCode: { pattern: '^(?:L-)?\\d{4}$', example: '1009' },
  },
  ee: {
    name: 'Estonia',
    currency: 'EUR',
    languages: [],
    vatRate: 0.24,
    eu: true,
    vat: { prefix: 'EE', placeholder: '123456789', cleanup: 'digits' },
    postalCode: { pattern: '^\\d{5}$', example: '10111' },
  },
  lv: {
    name: 'Latvia',
    currency: 'EUR',
    languages: [],
    vatRate: 0.21,
    eu: true,
    vat: { prefix: 'LV', placeholder: '12345678901', cleanup: 'digits' },
    postalCode: { pattern: '^(?:LV-)?\\d{4}$', example: 'LV-1050' },
  },
  cy: {
    name: 'Cyprus',
    currency: 'EUR',
    languages: ['el', 'en'],
    vatRate: 0.19,
    eu: true,
    vat: { prefix: 'CY', placeholder: '12345678X', cleanup: 'alphanumeric' },
    postalCode: { pattern: '^\\d{4}$', example: '1010' },
  },
  mt: {
    name: 'Malta',
    currency: 'EUR',
    languages: ['en'],
    vatRate: 0.18,
    eu: true,
    vat: { prefix: 'MT', placeholder: '12345678', cleanup: 'digits' },
    postalCode: { pattern: '^[A-Za-z]{3} ?\\d{4}$', example: 'VLT 1117' },
  },
  li: {
    name: 'Liechtenstein',
    currency: 'CHF',
    languages: ['de'],
    vatRate: 0.081,
    eu: false,
    vat: { prefix: 'LI', placeholder: '12345', cleanup: 'digits' },
    postalCode: { pattern: '^94\\d{2}$', example: '9490' },
  },
  mc: {
    name: 'Monaco',
    currency: 'EUR',
    languages: ['fr'],
    vatRate: 0.2,
    eu: false,
    vat: { prefix: 'FR', placeholder: '12345678901', cleanup: 'alphanumeric' },
    postalCode: { pattern: '^980\\d{2}$', example: '98000' },
  },
  is: {
    name: 'Iceland',
    currency: 'ISK',
    languages: [],
    vatRate: 0.24,
    eu: false,
    vat: { prefix: 'IS', placeholder: '123456', cleanup: 'digits' },
    postalCode: { pattern: '^\\d{3}$', example: '101' },
  },
};
