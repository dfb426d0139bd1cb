// The embedded test provider's pages: plain server-rendered HTML forms, as a card provider's hosted page is — the
// shop's pages never see card data. Accessible: one h1 per page, every field with a <label>, hints and errors tied to
// their field (aria-describedby), an error summary announced as an alert, inputs with autocomplete tokens
// (WCAG 2.2 SC 1.3.1, 1.3.5, 3.3.1, 3.3.2). No inline script: the return by POST submits itself, and the steps take
// each other's place in the browser's history, from same-origin files, so a Content-Security-Policy with script-src
// 'self' holds. In the shopper's language, as a real provider's
// hosted page is: the payment's or session's shopperLocale chooses the words, the `lang` and the amounts' format
// (test-provider-texts.ts; English when it names no language of the shop's).
import { CURRENCIES, type CurrencyCode } from '../../../../generated/index.ts';
import type { AdyenAmount } from './adyen-types.ts';
import { PROVIDER_METHODS, isProviderMethodCode } from './test-provider-methods.ts';
import { pageLocale, type CardError, type PageLocale, type ProviderTexts } from './test-provider-texts.ts';
import { CHALLENGE_PASSWORD, SUGGESTED_TEST_CARDS, type CardForm } from './test-provider-triggers.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Minor units formatted for display only (the amount itself stays an integer), as the shopper's locale writes money
 * (`tag`: 1.234,50 € in de-DE, CHF 1’234.50 in de-CH). The minor units are the shop's (currencies.json: HUF and CZK
 * have 2, as at Adyen), which Intl's cash digits would otherwise contradict.
 */
export function formatAmount(amount: AdyenAmount, tag = 'en'): string {
  try {
    const known = Object.hasOwn(CURRENCIES, amount.currency)
      ? CURRENCIES[amount.currency as CurrencyCode].fractionDigits
      : undefined;
    const digits =
      known ??
      new Intl.NumberFormat('en', { style: 'currency', currency: amount.currency }).resolvedOptions()
        .maximumFractionDigits ??
      2;
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: amount.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount.value / 10 ** digits);
  } catch {
    return `${amount.value} ${amount.currency} (minor units)`;
  }
}

/** A method's name on the pages: in the page's language where it is words, else as the provider calls it (a brand). */
export function methodName(type: string, texts: ProviderTexts): string {
  if (!isProviderMethodCode(type)) return type;
  return (texts.methods as Partial<Record<string, string>>)[type] ?? PROVIDER_METHODS[type].name;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;border:1px solid #d0d5dd}
h1{font-size:1.4rem;margin:0 0 .25rem}
.banner{background:#fff4ce;border:1px solid #8a6d00;padding:.25rem .5rem;font-size:.875rem}
.field{margin:1rem 0}
label{display:block;font-weight:600}
input{font:inherit;padding:.5rem;width:100%;min-height:44px;box-sizing:border-box;border:1px solid #5b6470;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b42318}
.hint{color:#434a54;font-size:.875rem;margin:.125rem 0 0}
.error{color:#b42318;font-weight:600;margin:.125rem 0 0}
.summary{border:2px solid #b42318;padding:.5rem 1rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;min-height:44px;border-radius:4px;border:1px solid #1b1f24;background:#fff;cursor:pointer}
.methods{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.5rem}
.methods button{width:100%;text-align:left}
button.primary{background:#0b5cad;color:#fff;border-color:#0b5cad}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
details{margin-top:1.5rem;font-size:.875rem}
`;

function page(locale: PageLocale, title: string, body: string): string {
  const { texts } = locale;
  return `<!doctype html>
<html lang="${escapeHtml(locale.tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} – ${escapeHtml(texts.providerName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner">${escapeHtml(texts.banner)}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * A step's form: where it posts, and the same-origin script (STEP_SCRIPT) that makes the next step take this one's
 * place in the browser's history.
 */
export interface StepForm {
  action: string;
  script: string;
}

function stepScript(form: StepForm): string {
  return `<script src="${escapeHtml(form.script)}" defer></script>`;
}

export interface PaymentSummary {
  pspReference: string;
  merchantReference: string;
  amount: AdyenAmount;
  methodType: string;
  /** The language-and-country the shop asked the payment's pages in (Adyen's shopperLocale), if any. */
  shopperLocale: string | null;
}

function summary(payment: PaymentSummary, locale: PageLocale): string {
  const { texts } = locale;
  return `<dl>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatAmount(payment.amount, locale.tag))}</dd>
<dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(payment.merchantReference)}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(methodName(payment.methodType, texts))}</dd>
</dl>`;
}

function errorSummary(
  errors: Partial<Record<string, string>>,
  labels: Record<string, string>,
  texts: ProviderTexts,
): string {
  const entries = Object.entries(errors).filter(([, message]) => message !== undefined);
  if (entries.length === 0) return '';
  const items = entries
    .map(
      ([field, message]) =>
        `<li><a href="#${field}">${escapeHtml(labels[field] ?? field)}: ${escapeHtml(message!)}</a></li>`,
    )
    .join('');
  return `<div class="summary" role="alert" tabindex="-1"><h2>${escapeHtml(texts.checkCardDetails)}</h2><ul>${items}</ul></div>`;
}

interface FieldSpec {
  name: keyof CardForm;
  label: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  type?: string;
}

function cardFields(texts: ProviderTexts): readonly FieldSpec[] {
  return [
    { name: 'number', label: texts.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric' },
    {
      name: 'expiry',
      label: texts.expiryDate,
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      hint: texts.expiryHint,
    },
    {
      name: 'securityCode',
      label: texts.securityCode,
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      hint: texts.securityCodeHint,
    },
    { name: 'holderName', label: texts.nameOnCard, autocomplete: 'cc-name' },
  ];
}

/** The hosted card form (GET <prefix>/hosted/:pspReference for scheme). */
export function cardPage(
  payment: PaymentSummary,
  form: StepForm,
  values: Partial<CardForm> = {},
  codes: Partial<Record<keyof CardForm, CardError>> = {},
): string {
  const locale = pageLocale(payment.shopperLocale);
  const { texts } = locale;
  const errors: Partial<Record<keyof CardForm, string>> = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, texts.errors[code]]),
  );
  const fields = cardFields(texts);
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  const html = fields
    .map((field) => {
      const described = [field.hint ? `${field.name}-hint` : '', errors[field.name] ? `${field.name}-error` : '']
        .filter(Boolean)
        .join(' ');
      return `<div class="field">
<label for="${field.name}">${escapeHtml(field.label)}</label>
${field.hint ? `<p class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</p>` : ''}
${errors[field.name] ? `<p class="error" id="${field.name}-error">${escapeHtml(errors[field.name]!)}</p>` : ''}
<input id="${field.name}" name="${field.name}" type="text" required autocomplete="${field.autocomplete}"${
        field.inputmode ? ` inputmode="${field.inputmode}"` : ''
      }${described ? ` aria-describedby="${described}"` : ''}${errors[field.name] ? ' aria-invalid="true"' : ''} value="${escapeHtml(
        field.name === 'securityCode' ? '' : (values[field.name] ?? ''),
      )}">
</div>`;
    })
    .join('\n');
  const cards = SUGGESTED_TEST_CARDS.map(
    (card) => `<li>${escapeHtml(card.number)} (${escapeHtml(card.brand)})</li>`,
  ).join('');
  return page(
    locale,
    texts.payByCard,
    `<h1>${escapeHtml(texts.payByCard)}</h1>
${summary(payment, locale)}
${errorSummary(errors, labels, texts)}
<form method="post" action="${escapeHtml(form.action)}" novalidate>
${html}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(texts.pay(formatAmount(payment.amount, locale.tag)))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancelPayment)}</button>
</div>
</form>
<details>
<summary>${escapeHtml(texts.testValues)}</summary>
<p>${escapeHtml(texts.testCards)}</p><ul>${cards}</ul>
<p>${escapeHtml(texts.testHolderNames('DECLINED, CARD_EXPIRED, NOT_ENOUGH_BALANCE, ERROR, PENDING'))}</p>
</details>
${stepScript(form)}`,
  );
}

/** The page of a redirect method (PayPal, Klarna, iDEAL…): the shopper decides the outcome, as Adyen's simulators do. */
export function simulatorPage(payment: PaymentSummary, form: StepForm): string {
  const locale = pageLocale(payment.shopperLocale);
  const { texts } = locale;
  const title = texts.payWith(methodName(payment.methodType, texts));
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
${summary(payment, locale)}
<form method="post" action="${escapeHtml(form.action)}">
<p id="choice-hint">${escapeHtml(texts.chooseResult)}</p>
<div class="actions" role="group" aria-describedby="choice-hint">
<button class="primary" type="submit" name="action" value="authorise">${escapeHtml(texts.authorise)}</button>
<button type="submit" name="action" value="refuse">${escapeHtml(texts.refuse)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(texts.cancelPayment)}</button>
</div>
</form>
${stepScript(form)}`,
  );
}

/** The 3D Secure-like step after the card form. */
export function challengePage(payment: PaymentSummary, form: StepForm): string {
  const locale = pageLocale(payment.shopperLocale);
  const { texts } = locale;
  return page(
    locale,
    texts.confirmPayment,
    `<h1>${escapeHtml(texts.confirmPayment)}</h1>
${summary(payment, locale)}
<form method="post" action="${escapeHtml(form.action)}" novalidate>
<div class="field">
<label for="password">${escapeHtml(texts.issuerPassword)}</label>
<p class="hint" id="password-hint">${escapeHtml(texts.passwordHint(CHALLENGE_PASSWORD))}</p>
<input id="password" name="password" type="password" autocomplete="one-time-code" aria-describedby="password-hint">
</div>
<div class="actions">
<button class="primary" type="submit" name="action" value="authenticate">${escapeHtml(texts.confirm)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(texts.cancelPayment)}</button>
</div>
</form>
${stepScript(form)}`,
  );
}

/** A payment already decided: the page offers the way back (a refresh or a second submit changes nothing). */
export function finishedPage(payment: PaymentSummary, returnHref: string): string {
  const locale = pageLocale(payment.shopperLocale);
  const { texts } = locale;
  return page(
    locale,
    texts.paymentComplete,
    `<h1>${escapeHtml(texts.paymentIsComplete)}</h1>
${summary(payment, locale)}
<p><a href="${escapeHtml(returnHref)}">${escapeHtml(texts.returnToShop)}</a></p>`,
  );
}

/**
 * The return to the shop by POST (Adyen may return the shopper with a POST, https://docs.adyen.com/online-payments/
 * build-your-integration/advanced-flow, "handle the redirect"): a cross-site form that submits itself, carrying the
 * redirectResult — or, after a hosted session, its sessionId and sessionResult.
 */
export function returnPostPage(
  returnUrl: string,
  fields: Readonly<Record<string, string>>,
  scriptSrc: string,
  shopperLocale: string | null = null,
): string {
  const locale = pageLocale(shopperLocale);
  const { texts } = locale;
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    locale,
    texts.returningToShop,
    `<h1>${escapeHtml(texts.returningToShop)}</h1>
<form id="return-form" method="post" action="${escapeHtml(returnUrl)}">
${inputs}
<p>${escapeHtml(texts.continueYourself)}</p>
<div class="actions"><button class="primary" type="submit">${escapeHtml(texts.returnToShop)}</button></div>
</form>
<script src="${escapeHtml(scriptSrc)}" defer></script>`,
  );
}

/**
 * A hosted session's page (Hosted Checkout, ADR 029): the session's amount and reference, and one button per method
 * it offers; the chosen method's own page follows (the card form, a redirect method's page).
 */
export function sessionPage(
  session: { reference: string; amount: AdyenAmount; methods: readonly string[]; shopperLocale: string | null },
  form: StepForm,
): string {
  const locale = pageLocale(session.shopperLocale);
  const { texts } = locale;
  const buttons = session.methods
    .map(
      (type) =>
        `<li><button type="submit" name="method" value="${escapeHtml(type)}">${escapeHtml(methodName(type, texts))}</button></li>`,
    )
    .join('');
  return page(
    locale,
    texts.chooseHowToPay,
    `<h1>${escapeHtml(texts.chooseHowToPay)}</h1>
<dl>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatAmount(session.amount, locale.tag))}</dd>
<dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(session.reference)}</dd>
</dl>
<form method="post" action="${escapeHtml(form.action)}">
<ul class="methods" aria-label="${escapeHtml(texts.paymentMethods)}">${buttons}</ul>
</form>
${stepScript(form)}`,
  );
}

/** The same-origin script of returnPostPage. */
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('return-form')?.submit();\n";

/** The header STEP_SCRIPT's posts carry: the provider answers where the shopper goes next (JSON) instead of a 303. */
export const STEP_HEADER = 'x-provider-step';

/**
 * The same-origin script of the step pages. Each step's form is posted by fetch and the next page opened with
 * location.replace, so the steps share one entry in the browser's history and the shop's return takes its place:
 * back from the shop's thank-you page leads to the shop, not to a step of a payment already decided (as a provider's
 * 3-D Secure step in the shop's own page would). A page the provider answers instead of a next address (the card
 * form with its mistakes, a payment already decided) takes the place of the current one's content, its alert or
 * heading focused so a screen reader hears it. Without the script, or when the post fails, the form posts as forms
 * do: every step then is an entry of its own, and a decided payment's step offers the way back to the shop.
 */
export const STEP_SCRIPT = `document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.id === 'return-form' || form.dataset.native) return;
  event.preventDefault();
  if (form.dataset.busy) return;
  form.dataset.busy = 'true';
  const submitter = event.submitter;
  try {
    // The attribute: form.action is the form's control named "action" (its buttons).
    const response = await fetch(new URL(form.getAttribute('action'), document.baseURI), {
      method: 'POST',
      body: new URLSearchParams(new FormData(form, submitter)),
      headers: { '${STEP_HEADER}': 'replace' },
      credentials: 'same-origin',
    });
    if ((response.headers.get('content-type') || '').startsWith('application/json')) {
      const answer = await response.json();
      if (typeof answer.location !== 'string') throw new Error('No next address');
      window.location.replace(answer.location);
      return;
    }
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const main = next.querySelector('main');
    if (main === null) throw new Error('No page to show');
    document.title = next.title;
    document.querySelector('main').replaceWith(document.adoptNode(main));
    const focus = main.querySelector('[role=alert]') || main.querySelector('h1');
    if (focus !== null) {
      if (!focus.hasAttribute('tabindex')) focus.tabIndex = -1;
      focus.focus();
    }
  } catch {
    form.dataset.native = 'true';
    form.requestSubmit(submitter);
  } finally {
    delete form.dataset.busy;
  }
});
`;

/** A payment or session the provider does not know: no shopperLocale to speak, so English. */
export function notFoundPage(): string {
  const locale = pageLocale(null);
  const { texts } = locale;
  return page(
    locale,
    texts.paymentNotFound,
    `<h1>${escapeHtml(texts.paymentNotFound)}</h1><p>${escapeHtml(texts.paymentNotFoundText)}</p>`,
  );
}
