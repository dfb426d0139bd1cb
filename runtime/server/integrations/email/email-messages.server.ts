// The e-mails' strings for server code: the email namespace of the UI strings (runtime/i18n/email/<locale>.json), with
// the locale's fallbacks (spec/1 §8, §9.4: de-AT → de-DE → en-GB). The pages get them from messages.server.ts, whose
// glob only Vite understands; the order operation runs in the server's esbuild bundle (app.js), so this module reads
// the files itself — from the project when it runs as TypeScript (npm run dev, the tests), from the build's data
// folder when compiled (ADR 021: the compiled code holds no locale's strings; `multishop build` copies these files
// there as it copies every strings file, and packs a country's build with its own locales and their fallbacks).
// A mail that names what a page names — the payment method the thank-you page shows (checkout.payment.method.<code>)
// — reads that page's strings from their own files too (BorrowedStrings), so the two never say it differently.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleCode } from '../../../../generated/index.ts';
import { fallbackChain } from '../../../i18n/fallback-chain.ts';
import type { Messages } from '../../../i18n/translate.ts';
import { readBuiltJson } from '../../platform/built-data.server.ts';

/** A strings file: nested objects of texts. */
export type StringsTree = { readonly [key: string]: string | StringsTree };

/** Reads one locale's own strings file; undefined when the locale has none. */
export type StringsReader = (locale: LocaleCode) => StringsTree | undefined;

/** The files' folder in the project, and so in the build's data folder (cli/build builtStringsPath: i18n/<path>). */
export const EMAIL_STRINGS_PATH = 'runtime/i18n/email';

/** The key prefix the strings are read under, as messages.server.ts names a namespace by its folder. */
const NAMESPACE = 'email';

/** The project's files, read from `dir`. */
export function sourceStringsReader(dir: string): StringsReader {
  return (locale) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as StringsTree;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}

/** A compiled build's copies of a strings folder, in its data folder; a locale the build does not serve has none. */
export function builtStringsReaderOf(stringsPath: string): StringsReader {
  return (locale) => {
    const strings = readBuiltJson(`i18n/${stringsPath}/${locale}.json`, null);
    return strings === null ? undefined : (strings as StringsTree);
  };
}

/**
 * A part of another namespace's strings that the mails use as they are: the subtree at `path` of the files `read`
 * reads, under the key prefix `<namespace>.<path>.` (the keys the pages use).
 */
export interface BorrowedStrings {
  readonly namespace: string;
  readonly path: readonly string[];
  readonly read: StringsReader;
}

/** The checkout's strings folder: the payment methods' names (spec/2 §3 payment method codes). */
const CHECKOUT_STRINGS_PATH = 'runtime/i18n/checkout';

function flatten(tree: StringsTree, prefix: string, into: Record<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
}

function subtree(tree: StringsTree, path: readonly string[]): StringsTree | undefined {
  let node: StringsTree | string | undefined = tree;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'object' ? node : undefined;
}

/**
 * The strings of each locale, its fallbacks filled in, read once per locale from `read` (and the `borrowed` parts of
 * other namespaces, with the same fallbacks).
 */
export function createEmailMessages(
  read: StringsReader,
  borrowed: readonly BorrowedStrings[] = [],
): (locale: LocaleCode) => Messages {
  const resolved = new Map<LocaleCode, Messages>();
  return (locale) => {
    let messages = resolved.get(locale);
    if (messages === undefined) {
      const merged: Record<string, string> = {};
      // Last resort first, the locale's own last: the most specific text wins.
      for (const code of fallbackChain(locale).reverse()) {
        const tree = read(code);
        if (tree !== undefined) flatten(tree, NAMESPACE, merged);
        for (const part of borrowed) {
          const own = part.read(code);
          const strings = own === undefined ? undefined : subtree(own, part.path);
          if (strings !== undefined) flatten(strings, [part.namespace, ...part.path].join('.'), merged);
        }
      }
      messages = Object.freeze(merged);
      resolved.set(locale, messages);
    }
    return messages;
  };
}

/** Whether this module runs from the TypeScript sources (tsx, Vitest) rather than from a compiled build. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** The project's strings folder when running from the sources, else the build's copies of it. */
function stringsReaderOf(stringsPath: string): StringsReader {
  return FROM_SOURCES
    ? sourceStringsReader(path.resolve(import.meta.dirname, '../../../..', stringsPath))
    : builtStringsReaderOf(stringsPath);
}

/**
 * A locale's e-mail strings (`email.*` keys) with its fallbacks, for orderConfirmationMail and the other mails, and
 * the payment methods' names as the thank-you page shows them (`checkout.payment.method.<code>`). Server code only.
 */
export const emailMessages: (locale: LocaleCode) => Messages = createEmailMessages(
  stringsReaderOf(EMAIL_STRINGS_PATH),
  [{ namespace: 'checkout', path: ['payment', 'method'], read: stringsReaderOf(CHECKOUT_STRINGS_PATH) }],
);
