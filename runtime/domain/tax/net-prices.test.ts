import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../generated/index.ts';
import {
  grossReason,
  isIntraCommunitySupply,
  netOnceBilled,
  netPricesApply,
  zeroRatingPossible,
  zeroRatingSettingsOf,
  type NetPriceFacts,
  type ZeroRatingSettings,
} from './net-prices.ts';

const FROM_GERMANY: ZeroRatingSettings = { sellingEntityCountry: 'DE', changeTaxRate: true };

/** An Austrian company's cart whose VAT ID ATU13585627 the service found valid. */
const AUSTRIAN_COMPANY: NetPriceFacts = {
  billingAddress: { country: 'AT', company: 'Firma GmbH', vatNumber: 'ATU13585627' },
  vatCheck: { vatId: 'ATU13585627', result: 'valid' },
};

describe('intra-Community supply (Directive 2006/112/EC art. 138)', () => {
  it('is a sale between two different member states', () => {
    expect(isIntraCommunitySupply('DE', 'AT')).toBe(true);
    expect(isIntraCommunitySupply('de', 'fr')).toBe(true);
  });

  it('is not a sale within one member state, nor one with a country outside the EU on either side', () => {
    expect(isIntraCommunitySupply('DE', 'DE')).toBe(false);
    expect(isIntraCommunitySupply('DE', 'de')).toBe(false);
    for (const buyer of ['CH', 'NO', 'GB']) expect(isIntraCommunitySupply('DE', buyer)).toBe(false);
    expect(isIntraCommunitySupply('CH', 'AT')).toBe(false);
  });

  it('is possible for a shop only with the store flag on and a buyer country other than the seller’s', () => {
    expect(zeroRatingPossible(FROM_GERMANY, 'at')).toBe(true);
    expect(zeroRatingPossible(FROM_GERMANY, 'de')).toBe(false);
    expect(zeroRatingPossible(FROM_GERMANY, 'ch')).toBe(false);
    expect(zeroRatingPossible({ ...FROM_GERMANY, changeTaxRate: false }, 'at')).toBe(false);
  });
});

describe('net prices (spec/3 §4 tax mode External; ADR 026)', () => {
  it('apply to a company whose billing VAT ID was verified, in another member state than the seller’s', () => {
    expect(grossReason(FROM_GERMANY, AUSTRIAN_COMPANY)).toBeNull();
    expect(netPricesApply(FROM_GERMANY, AUSTRIAN_COMPANY)).toBe(true);
    const greek = {
      billingAddress: { country: 'GR', company: 'Etaireia AE', vatNumber: ' EL094259216 ' },
      vatCheck: { vatId: 'EL094259216', result: 'valid' as const },
    };
    expect(grossReason(FROM_GERMANY, greek)).toBeNull();
  });

  it('never apply with the store flag off', () => {
    expect(grossReason({ ...FROM_GERMANY, changeTaxRate: false }, AUSTRIAN_COMPANY)).toBe('storeFlag');
    expect(netPricesApply({ ...FROM_GERMANY, changeTaxRate: false }, AUSTRIAN_COMPANY)).toBe(false);
  });

  it('never apply to a private client: no billing address, or one without a company name', () => {
    expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, billingAddress: null })).toBe('notCompany');
    for (const company of [undefined, '', '   ']) {
      const billingAddress = { ...AUSTRIAN_COMPANY.billingAddress!, company };
      expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, billingAddress })).toBe('notCompany');
    }
  });

  it('apply only to the VAT ID on the billing address that was checked', () => {
    const without = { country: 'AT', company: 'Firma GmbH' };
    expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, billingAddress: without })).toBe(
      'vatIdNotOnBillingAddress',
    );
    const other = { ...without, vatNumber: 'ATU10223006' };
    expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, billingAddress: other })).toBe('vatIdNotOnBillingAddress');
    expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, vatCheck: null })).toBe('vatIdNotOnBillingAddress');
  });

  it('are no intra-Community supply for a buyer in the seller’s member state or outside the EU', () => {
    const german = {
      billingAddress: { country: 'DE', company: 'Firma GmbH', vatNumber: 'DE100000008' },
      vatCheck: { vatId: 'DE100000008', result: 'valid' as const },
    };
    expect(grossReason(FROM_GERMANY, german)).toBe('notIntraCommunity');
    const swiss = {
      billingAddress: { country: 'CH', company: 'Firma AG', vatNumber: 'CHE116281710' },
      vatCheck: { vatId: 'CHE116281710', result: 'valid' as const },
    };
    expect(grossReason(FROM_GERMANY, swiss)).toBe('notIntraCommunity');
    // An Austrian billing address with a German VAT ID is a German buyer's: no intra-Community supply from DE.
    const mixed = {
      billingAddress: { country: 'AT', company: 'Firma GmbH', vatNumber: 'DE100000008' },
      vatCheck: { vatId: 'DE100000008', result: 'valid' as const },
    };
    expect(grossReason(FROM_GERMANY, mixed)).toBe('notIntraCommunity');
  });

  it('never apply to an ID the service did not confirm', () => {
    for (const result of ['notValid', 'couldNotValidate'] as const) {
      const vatCheck = { vatId: 'ATU13585627', result };
      expect(grossReason(FROM_GERMANY, { ...AUSTRIAN_COMPANY, vatCheck })).toBe('notVerified');
    }
  });

  it('are announced at the check when a company address naming the ID will make the cart net', () => {
    const valid = { vatId: 'ATU13585627', result: 'valid' as const };
    expect(netOnceBilled(FROM_GERMANY, 'at', valid)).toBe(true);
    expect(netOnceBilled({ ...FROM_GERMANY, changeTaxRate: false }, 'at', valid)).toBe(false);
    expect(netOnceBilled(FROM_GERMANY, 'at', { ...valid, result: 'couldNotValidate' })).toBe(false);
    expect(netOnceBilled(FROM_GERMANY, 'de', { vatId: 'DE100000008', result: 'valid' })).toBe(false);
    expect(netOnceBilled(FROM_GERMANY, 'at', { vatId: 'DE100000008', result: 'valid' })).toBe(false);
  });

  it('take each shop’s settings from its configuration', () => {
    for (const country of COUNTRY_CODES) {
      expect(zeroRatingSettingsOf(country)).toEqual({
        sellingEntityCountry: COUNTRIES[country].payment.sellingEntityCountry,
        changeTaxRate: COUNTRIES[country].flags.changeTaxRate,
      });
    }
  });

  it('follow the demo shops’ German selling entity: none in DE, CH, NO, GB; every other shop zero-rates', () => {
    const zeroRating = COUNTRY_CODES.filter((country) => zeroRatingPossible(zeroRatingSettingsOf(country), country));
    expect(zeroRating).toEqual(COUNTRY_CODES.filter((country) => !['de', 'ch', 'no', 'gb'].includes(country)));
  });
});
