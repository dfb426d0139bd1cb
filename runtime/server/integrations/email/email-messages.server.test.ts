import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { builtStringsPath, STRINGS_FILE } from '../../../../cli/build/country-tables-plugin.ts';
import { LOCALE_CODES, type LocaleCode } from '../../../../generated/index.ts';
import { messagesFor } from '../../../i18n/messages.server.ts';
import { readBuiltJson } from '../../platform/built-data.server.ts';
import {
  builtStringsReaderOf,
  createEmailMessages,
  EMAIL_STRINGS_PATH,
  emailMessages,
  sourceStringsReader,
  type StringsTree,
} from './email-messages.server.ts';

// A compiled build reads its data folder; the TypeScript sources (these tests) never do.
vi.mock('../../platform/built-data.server.ts', () => ({
  readBuiltJson: vi.fn(() => ({ labelValue: 'built {label} {value}' })),
}));

const SUBJECT = 'email.orderConfirmation.subject';

describe('emailMessages (the project’s runtime/i18n/email files)', () => {
  it('gives a locale its own strings under email.*', () => {
    expect(emailMessages('de-DE')[SUBJECT]).toBe('Ihre Bestellung {orderNumber} bei {shopName}');
    expect(emailMessages('cs-CZ')['email.orderConfirmation.codFee']).toBe('Poplatek za dobírku');
  });

  it('fills a variant locale from its fallbacks (spec/1 §9.4): de-AT as de-DE, de-CH with its own Swiss words', () => {
    expect(emailMessages('de-AT')).toEqual(emailMessages('de-DE'));
    expect(emailMessages('de-CH')['email.orderConfirmation.vat']).toBe('inkl. MWST {rate} %');
    expect(emailMessages('de-CH')['email.orderConfirmation.closing']).toBe('Mit freundlichen Grüssen');
    expect(emailMessages('de-CH')[SUBJECT]).toBe(emailMessages('de-DE')[SUBJECT]);
    expect(emailMessages('en-IE')).toEqual(emailMessages('en-GB'));
  });

  it.each([...LOCALE_CODES])('%s: every e-mail string, and none of them in the strings pages carry', (locale) => {
    expect(Object.keys(emailMessages(locale)).sort()).toEqual(Object.keys(emailMessages('en-GB')).sort());
    // Server-only (messages.server.ts SERVER_ONLY_NAMESPACES): no first page carries the e-mails' strings.
    expect(Object.keys(messagesFor(locale)).filter((key) => key.startsWith('email.'))).toEqual([]);
  });
});

describe('createEmailMessages', () => {
  const files: Partial<Record<LocaleCode, StringsTree>> = {
    'en-GB': { labelValue: '{label}: {value}', orderConfirmation: { subject: 'Order', heading: 'Thanks' } },
    'de-DE': { orderConfirmation: { subject: 'Bestellung' } },
  };

  it('takes each key from the most specific locale that has it, English last', () => {
    const messages = createEmailMessages((locale) => files[locale])('de-AT');
    expect(messages).toEqual({
      'email.labelValue': '{label}: {value}',
      'email.orderConfirmation.subject': 'Bestellung',
      'email.orderConfirmation.heading': 'Thanks',
    });
  });

  it('borrows a part of another namespace, under its own keys and with the same fallbacks, and nothing else of it', () => {
    const checkout: Partial<Record<LocaleCode, StringsTree>> = {
      'en-GB': { payment: { method: { bankTransfer: 'Bank transfer', scheme: 'Card' }, pay: 'Pay' } },
      'de-DE': { payment: { method: { bankTransfer: 'Überweisung' } } },
    };
    const messages = createEmailMessages(
      (locale) => files[locale],
      [{ namespace: 'checkout', path: ['payment', 'method'], read: (locale) => checkout[locale] }],
    )('de-AT');
    expect(messages).toMatchObject({
      'email.orderConfirmation.subject': 'Bestellung',
      'checkout.payment.method.bankTransfer': 'Überweisung',
      'checkout.payment.method.scheme': 'Card',
    });
    expect(messages['checkout.payment.pay']).toBeUndefined();
  });

  it('reads each file once, however often a locale is asked for', () => {
    const read = vi.fn((locale: LocaleCode) => files[locale]);
    const messagesOf = createEmailMessages(read);
    messagesOf('de-DE');
    messagesOf('de-DE');
    expect(read.mock.calls.map(([locale]) => locale)).toEqual(['en-GB', 'de-DE']);
    expect(Object.isFrozen(messagesOf('de-DE'))).toBe(true);
  });
});

describe('sourceStringsReader', () => {
  it('reads a locale’s file, answers undefined for a locale without one, and throws on a broken file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'email-strings-'));
    try {
      await writeFile(path.join(dir, 'de-DE.json'), '{"labelValue": "{label}: {value}"}');
      await writeFile(path.join(dir, 'fr-FR.json'), '{"labelValue": ');
      const read = sourceStringsReader(dir);
      expect(read('de-DE')).toEqual({ labelValue: '{label}: {value}' });
      expect(read('it-IT')).toBeUndefined();
      expect(() => read('fr-FR')).toThrow(SyntaxError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('builtStringsReaderOf (a compiled build, ADR 021)', () => {
  const builtStringsReader = builtStringsReaderOf(EMAIL_STRINGS_PATH);

  it('reads the copy `multishop build` puts in the build’s data folder', () => {
    // The build copies every strings file of runtime/i18n into its data folder, at builtStringsPath.
    const file = `${EMAIL_STRINGS_PATH}/pt-PT.json`;
    expect(STRINGS_FILE.test(file)).toBe(true);
    expect(builtStringsReader('pt-PT')).toEqual({ labelValue: 'built {label} {value}' });
    expect(readBuiltJson).toHaveBeenCalledWith(builtStringsPath(file), null);
  });

  it('answers undefined for a locale whose file a country’s build does not hold', () => {
    vi.mocked(readBuiltJson).mockReturnValueOnce(null);
    expect(builtStringsReader('lt-LT')).toBeUndefined();
  });
});
