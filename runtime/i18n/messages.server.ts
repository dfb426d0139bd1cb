import { LOCALES, type LocaleCode } from '../../generated/index.ts';
import { camelCase } from '../domain/text/name-case.ts';
import { scriptJson } from '../domain/text/script-json.ts';
import { fallbackChain } from './fallback-chain.ts';
import { I18N_SCRIPT_ID, type Messages } from './translate.ts';

export { fallbackChain };

// The UI strings, one JSON file per namespace and locale: runtime/i18n/<namespace>/<locale>.json. Each language
// has a full file for its main locale (de-DE, fr-FR, en-GB …); a variant locale (de-AT, de-CH, fr-BE, fr-CH,
// nl-BE, it-CH, en-IE) has a file only where it says something differently, and otherwise falls back to the
// locales its config names (spec/1 §9.4: de-AT → de-DE …). English (en-GB) is the last resort.
// Server only: a page receives just its own locale's strings (pageContext.i18n), never all 28 locales.

type Tree = { readonly [key: string]: string | Tree };

const FILES = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
// A content block keeps its own UI strings beside it (blocks/<name>/i18n/<locale>.json), read under the key prefix
// blocks.<camelName>: blocks/review-carousel/i18n/de-DE.json's "next" is blocks.reviewCarousel.next.
const BLOCK_FILES = import.meta.glob<Tree>('../../blocks/*/i18n/*.json', { eager: true, import: 'default' });

/** The namespace (key prefix) and locale of a strings file, or null for a path that is neither form. */
function fileKey(file: string): { namespace: string; locale: string } | null {
  const own = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (own) return { namespace: own[1]!, locale: own[2]! };
  const block = /^\.\.\/\.\.\/blocks\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(file);
  if (block) {
    return { namespace: `blocks.${camelCase(block[1]!)}`, locale: block[2]! };
  }
  return null;
}

function flatten(tree: Tree, prefix: string, into: Record<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
}

/**
 * Namespaces no page shows: the e-mails' strings (integrations/email/email-messages.server.ts reads them on the
 * server), kept out of the strings every first page carries.
 */
export const SERVER_ONLY_NAMESPACES: ReadonlySet<string> = new Set(['email']);

/** Each locale's own strings, without fallbacks: `namespace.key` → text. */
export function ownMessages(): ReadonlyMap<string, Messages> {
  const byLocale = new Map<string, Record<string, string>>();
  for (const [file, tree] of Object.entries({ ...FILES, ...BLOCK_FILES })) {
    const key = fileKey(file);
    if (key === null || SERVER_ONLY_NAMESPACES.has(key.namespace)) continue;
    const { namespace, locale } = key;
    const messages = byLocale.get(locale) ?? {};
    flatten(tree, namespace, messages);
    byLocale.set(locale, messages);
  }
  return byLocale;
}

const OWN = ownMessages();
const RESOLVED = new Map<LocaleCode, Messages>();

/** A locale's strings with its fallbacks filled in; computed once per locale. */
export function messagesFor(locale: LocaleCode): Messages {
  let messages = RESOLVED.get(locale);
  if (messages === undefined) {
    const chain = fallbackChain(locale);
    if (!OWN.has(locale) && LOCALES[locale].fallbacks.length === 0) {
      // spec/1 §8: a missing locale file logs a warning.
      console.warn(`No translations for locale ${locale}; falling back to ${chain.slice(1).join(', ')}`);
    }
    messages = Object.freeze(Object.assign({}, ...chain.reverse().map((code) => OWN.get(code) ?? {})) as Messages);
    RESOLVED.set(locale, messages);
  }
  return messages;
}

const SCRIPTS = new Map<LocaleCode, string>();

/**
 * The element that gives a first page its locale's strings in the browser: an inert JSON script (use-translation.ts
 * reads it), serialized once per locale. Before ADR 011 the strings (about 23 kB) were serialized into every first
 * page's context, on every request, by vike's serializer (a replacer called for each of about 1,000 keys).
 */
export function messagesScript(locale: LocaleCode): string {
  let script = SCRIPTS.get(locale);
  if (script === undefined) {
    const json = scriptJson({ locale, messages: messagesFor(locale) });
    script = `<script id="${I18N_SCRIPT_ID}" type="application/json">${json}</script>`;
    SCRIPTS.set(locale, script);
  }
  return script;
}
