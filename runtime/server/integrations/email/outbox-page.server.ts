// The outbox's development page (ARCHITECTURE "Ports and defaults": e-mail → an outbox in the store, readable in
// development): GET /__outbox lists the kept messages, newest first; GET /__outbox/:id shows one — its headers, its
// text, and its HTML in a sandboxed frame. Plain server-rendered HTML with no script of its own. Every value comes
// from a message, and a message carries what shoppers typed (names, addresses), so every value is escaped, and the
// message's HTML is never put into the page: it is the escaped srcdoc of an iframe whose empty sandbox turns off its
// scripts, forms, pop-ups and navigation of this page, and gives it an origin of its own.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeMarkup } from '../../../domain/text/escape-markup.ts';
import type { KeptMail, OutboxReader } from './outbox.server.ts';

/** Where the page is served. Double underscore: a developer's path no shop route can take (as /__blocks). */
export const OUTBOX_PATH = '/__outbox';

/** How many messages the list shows, newest first. */
export const OUTBOX_PAGE_SIZE = 100;

export interface OutboxPageOptions {
  readonly outbox: OutboxReader;
  /**
   * Serve the page; when false its paths are not routes at all, and answer 404 as any unknown path does. The caller
   * passes NODE_ENV !== 'production': the outbox holds shoppers' names and addresses.
   */
  readonly enabled: boolean;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid #ccc; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5f5f5; padding: 1rem; }
  iframe { width: 100%; height: 48rem; border: 1px solid #ccc; background: #fff; }
  form { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: 1rem 0; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  a { color: #0b57d0; }
`;

/** A whole page: English (a developer's tool), with no script. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A moment as the list and the message show it: UTC, to the second, with its machine-readable form. */
function time(moment: Date): string {
  const iso = moment.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`;
}

function messagePath(id: string): string {
  return `${OUTBOX_PATH}/${encodeURIComponent(id)}`;
}

/** The list page: a form to filter by recipient and kind, and a table of the messages, newest first. */
export function outboxListHtml(messages: readonly KeptMail[], filter: { to?: string; kind?: string }): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td>${time(message.createdAt)}</td>
<td>${escapeMarkup(message.to)}</td>
<td><a href="${escapeMarkup(messagePath(message.id))}" lang="${escapeMarkup(message.language)}">${escapeMarkup(message.subject)}</a></td>
<td>${escapeMarkup(message.kind)}</td>
<td>${escapeMarkup(message.language)}</td>
</tr>`,
    )
    .join('\n');
  const filtered = filter.to !== undefined || filter.kind !== undefined;
  const table =
    messages.length === 0
      ? `<p>${filtered ? 'No message matches.' : 'No message has been kept yet.'}</p>`
      : `<table>
<caption>Kept messages, newest first${messages.length === OUTBOX_PAGE_SIZE ? ` (the ${OUTBOX_PAGE_SIZE} newest)` : ''}</caption>
<thead>
<tr><th scope="col">Kept at</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Language</th></tr>
</thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    'Outbox',
    `<h1>Outbox</h1>
<p>The e-mail the shop kept in its store instead of sending it (SMTP_URL is not set).</p>
<form method="get" action="${OUTBOX_PATH}">
<label for="outbox-to">Recipient<input id="outbox-to" name="to" type="email" value="${escapeMarkup(filter.to ?? '')}"></label>
<label for="outbox-kind">Kind<input id="outbox-kind" name="kind" value="${escapeMarkup(filter.kind ?? '')}"></label>
<button type="submit">Filter</button>
${filtered ? `<a href="${OUTBOX_PATH}">Show all</a>` : ''}
</form>
${table}`,
  );
}

/** One message: its headers, its text, and its HTML as the escaped srcdoc of a frame sandboxed of everything. */
export function outboxMessageHtml(message: KeptMail): string {
  const language = escapeMarkup(message.language);
  const field = (name: string, html: string) => `<dt>${escapeMarkup(name)}</dt><dd>${html}</dd>`;
  const headers = [
    field('From', escapeMarkup(message.from ?? '(none: MAIL_FROM is not set)')),
    field('To', escapeMarkup(message.to)),
    field('Subject', `<span lang="${language}">${escapeMarkup(message.subject)}</span>`),
    field('Kept at', time(message.createdAt)),
    field('Kind', escapeMarkup(message.kind)),
    field('Language', language),
    field('Id', escapeMarkup(message.id)),
    ...Object.entries(message.headers).map(([name, value]) => field(name, escapeMarkup(value))),
  ].join('\n');
  return page(
    `${message.subject} – Outbox`,
    `<p><a href="${OUTBOX_PATH}">All kept messages</a></p>
<h1 lang="${language}">${escapeMarkup(message.subject)}</h1>
<h2>Headers</h2>
<dl>
${headers}
</dl>
<h2>Plain text</h2>
<pre lang="${language}">${escapeMarkup(message.text)}</pre>
<h2>HTML</h2>
<iframe title="The HTML part of the message" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeMarkup(message.html)}"></iframe>`,
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // A kept message carries a shopper's name and address: never kept by a browser or a proxy.
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A query parameter given once and not empty; anything else is no filter. */
function oneValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** GET /__outbox and GET /__outbox/:id when enabled; nothing otherwise. */
export const outboxPage: FastifyPluginAsync<OutboxPageOptions> = async (app, options) => {
  if (!options.enabled) return;
  app.get<{ Querystring: Record<string, unknown> }>(OUTBOX_PATH, async (request, reply) => {
    const filter: { to?: string; kind?: string } = {};
    const to = oneValue(request.query.to);
    const kind = oneValue(request.query.kind);
    if (to !== undefined) filter.to = to;
    if (kind !== undefined) filter.kind = kind;
    const messages = await options.outbox.list({ ...filter, limit: OUTBOX_PAGE_SIZE });
    return sendHtml(reply, 200, outboxListHtml(messages, filter));
  });
  app.get<{ Params: { id: string } }>(`${OUTBOX_PATH}/:id`, async (request, reply) => {
    const message = await options.outbox.get(request.params.id);
    if (message === null) {
      return sendHtml(
        reply,
        404,
        page(
          'No such message – Outbox',
          `<h1>No such message</h1>
<p>The outbox holds no message with the id ${escapeMarkup(JSON.stringify(request.params.id))}.</p>
<p><a href="${OUTBOX_PATH}">All kept messages</a></p>`,
        ),
      );
    }
    return sendHtml(reply, 200, outboxMessageHtml(message));
  });
};
