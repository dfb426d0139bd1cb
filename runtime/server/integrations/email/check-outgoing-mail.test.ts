import { describe, expect, it } from 'vitest';
import { checkOutgoingMail, OutgoingMailError } from './check-outgoing-mail.ts';
import type { OutgoingMail } from './mail-port.ts';

const message: OutgoingMail = {
  to: 'jana@example.com',
  subject: 'Your order 100042',
  text: 'Thank you',
  html: '<p>Thank you</p>',
  language: 'en',
  kind: 'order-confirmation',
};

describe('checkOutgoingMail', () => {
  it.each(['jana@example.com', 'jana.nováková+orders@příklad.cz', "o'brien@example.ie"])('takes %s', (to) => {
    expect(() => checkOutgoingMail({ ...message, to })).not.toThrow();
  });

  it.each([
    ['two addresses', 'jana@example.com, stranger@example.net'],
    ['two addresses by semicolon', 'jana@example.com;stranger@example.net'],
    ['a display name', 'Jana <jana@example.com>'],
    ['a group', 'undisclosed:jana@example.com;'],
    ['white space', 'jana @example.com'],
    ['a line break', 'jana@example.com\r\nBcc: stranger@example.net'],
    ['no @', 'jana.example.com'],
    ['two @', 'jana@stranger@example.com'],
    ['nothing', ''],
  ])('refuses a recipient with %s', (_case, to) => {
    expect(() => checkOutgoingMail({ ...message, to })).toThrow(OutgoingMailError);
  });

  it('names the recipient it refuses', () => {
    expect(() => checkOutgoingMail({ ...message, to: 'a@x.example, b@y.example' })).toThrow(
      'The recipient must be one plain address such as jana@example.com (got "a@x.example, b@y.example")',
    );
  });

  it('refuses a line break in the subject or the sender (header injection)', () => {
    expect(() => checkOutgoingMail({ ...message, subject: 'Hi\r\nBcc: stranger@example.net' })).toThrow(
      'The subject of the order-confirmation message contains a line break',
    );
    expect(() => checkOutgoingMail({ ...message, from: 'Shop <shop@example.com>\nBcc: x@example.net' })).toThrow(
      OutgoingMailError,
    );
  });

  it('takes further headers with proper names and one-line values', () => {
    const headers = { 'Reply-To': 'service@example.com', 'List-Unsubscribe': '<https://shop.example/u>' };
    expect(() => checkOutgoingMail({ ...message, headers })).not.toThrow();
  });

  it.each([
    ['a name with a colon', { 'X-A:B': 'x' }, 'is not a header field name'],
    ['a name with a space', { 'X A': 'x' }, 'is not a header field name'],
    ['a value with a line break', { 'X-Note': 'a\r\nBcc: stranger@example.net' }, 'contains a line break'],
    ['a second recipient field', { Bcc: 'stranger@example.net' }, 'is set from the message itself'],
    ['another subject, in any case', { SUBJECT: 'Other' }, 'is set from the message itself'],
  ])('refuses a further header with %s', (_case, headers, why) => {
    expect(() => checkOutgoingMail({ ...message, headers })).toThrow(why);
  });
});
