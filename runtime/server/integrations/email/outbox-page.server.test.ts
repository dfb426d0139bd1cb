import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../commerce/sqlite/database.server.ts';
import type { OutgoingMail } from './mail-port.ts';
import { OUTBOX_PAGE_SIZE, outboxPage } from './outbox-page.server.ts';
import * as outboxMigration from '../../commerce/schema/migrations/016-outbox.ts';
import { StoreOutbox } from './outbox.server.ts';

const opened: { database: OpenDatabase; app: FastifyInstance }[] = [];

afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
});

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** Markup's character references read back, in one pass (as a browser reads an attribute or text). */
function unescape(text: string): string {
  const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&', apos: "'" };
  return text.replace(/&(?:#(\d+)|(quot|lt|gt|amp|apos));/g, (_whole, code: string | undefined, name: string) =>
    code === undefined ? named[name]! : String.fromCharCode(Number(code)),
  );
}

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'jana@example.com',
    subject: 'Ihre Bestellung 100042',
    text: 'Vielen Dank für Ihre Bestellung.',
    html: '<!doctype html><html lang="de"><body><p>Vielen Dank</p></body></html>',
    language: 'de',
    kind: 'order-confirmation',
    ...overrides,
  };
}

async function appWith(options: { enabled: boolean; ids?: string[] }): Promise<{
  app: FastifyInstance;
  outbox: StoreOutbox;
}> {
  const database = await openDatabase(':memory:');
  await outboxMigration.onSqlite(database.db as Kysely<unknown>);
  let now = Date.UTC(2026, 10, 30, 10);
  const ids = options.ids;
  const outbox = new StoreOutbox(database.db, {
    from: 'Multishop <shop@example.com>',
    clock: () => (now += 60_000),
    ...(ids === undefined ? {} : { newId: () => ids.shift()! }),
  });
  const app = Fastify();
  await app.register(outboxPage, { outbox, enabled: options.enabled });
  await app.ready();
  opened.push({ app, database });
  return { app, outbox };
}

describe('GET /__outbox (development)', () => {
  it('lists the kept messages newest first, in a table with a caption and column headers', async () => {
    const { app, outbox } = await appWith({ enabled: true });
    await outbox.send(mail({ subject: 'Erste' }));
    await outbox.send(mail({ subject: 'Objednávka 7', to: 'petr@example.cz', language: 'cs' }));
    const response = await app.inject({ method: 'GET', url: '/__outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<caption>Kept messages, newest first</caption>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(5);
    expect(html.indexOf('Objednávka 7')).toBeLessThan(html.indexOf('Erste'));
    expect(html).toContain('lang="cs">Objednávka 7</a>');
    expect(html).toContain('<time datetime="2026-11-30T10:02:00.000Z">2026-11-30 10:02:00 UTC</time>');
    expect(html).not.toContain('<script');
  });

  it('filters by recipient and kind from the query', async () => {
    const { app, outbox } = await appWith({ enabled: true });
    await outbox.send(mail({ subject: 'Für Jana' }));
    await outbox.send(mail({ subject: 'Für Petr', to: 'petr@example.com' }));
    await outbox.send(mail({ subject: 'Passwort', kind: 'password-reset' }));
    const byRecipient = (await app.inject({ method: 'GET', url: '/__outbox?to=jana%40example.com' })).body;
    expect(byRecipient).toContain('Für Jana');
    expect(byRecipient).toContain('Passwort');
    expect(byRecipient).not.toContain('Für Petr');
    expect(byRecipient).toContain('value="jana@example.com"');
    const byKind = (await app.inject({ method: 'GET', url: '/__outbox?to=jana%40example.com&kind=password-reset' }))
      .body;
    expect(byKind).toContain('Passwort');
    expect(byKind).not.toContain('Für Jana');
    const none = (await app.inject({ method: 'GET', url: '/__outbox?kind=newsletter' })).body;
    expect(none).toContain('<p>No message matches.</p>');
    // A parameter given twice is no filter, not an error.
    const twice = await app.inject({ method: 'GET', url: '/__outbox?to=a%40x.example&to=b%40y.example' });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('Für Petr');
  });

  it('says so when nothing has been kept yet', async () => {
    const { app } = await appWith({ enabled: true });
    const html = (await app.inject({ method: 'GET', url: '/__outbox' })).body;
    expect(html).toContain('<p>No message has been kept yet.</p>');
    expect(html).not.toContain('<table>');
  });

  it(`shows at most the ${OUTBOX_PAGE_SIZE} newest`, async () => {
    const { app, outbox } = await appWith({ enabled: true });
    for (let index = 0; index <= OUTBOX_PAGE_SIZE; index += 1) await outbox.send(mail({ subject: `Nr. ${index}` }));
    const html = (await app.inject({ method: 'GET', url: '/__outbox' })).body;
    expect(html.match(/<tr>\n<td>/g)).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(html).toContain(`(the ${OUTBOX_PAGE_SIZE} newest)`);
    expect(html).not.toContain('>Nr. 0<');
  });

  it('escapes every value a message brings: nothing of it becomes markup', async () => {
    const id = `"><script>alert(1)</script>`;
    const { app, outbox } = await appWith({ enabled: true, ids: [id] });
    await outbox.send(mail({ subject: HOSTILE, kind: '<b>kind</b>', headers: { 'X-Note': HOSTILE } }));
    const html = (await app.inject({ method: 'GET', url: '/__outbox' })).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`href="/__outbox/${encodeURIComponent(id)}"`);
    expect(unescape(html)).toContain(HOSTILE);
  });
});

describe('GET /__outbox/:id (development)', () => {
  it('shows one message: its headers, its text, and its HTML in a frame with every sandbox restriction on', async () => {
    const { app, outbox } = await appWith({ enabled: true });
    const html = `<!doctype html><html lang="de"><body><p style="color:red">Vielen Dank, "Jana" &amp; Co.</p>${HOSTILE}</body></html>`;
    const { id } = await outbox.send(
      mail({
        subject: HOSTILE,
        text: `Hallo ${HOSTILE}\nZeile 2`,
        html,
        headers: { 'Reply-To': 'service@example.com' },
      }),
    );
    const response = await app.inject({ method: 'GET', url: `/__outbox/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    // The message's own markup never reaches the page as markup: not its subject, text, headers nor its HTML part.
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<p style');
    expect(page).toContain('<dt>From</dt><dd>Multishop &#60;shop@example.com&#62;</dd>');
    expect(page).toContain('<dt>To</dt><dd>jana@example.com</dd>');
    expect(page).toContain('<dt>Reply-To</dt><dd>service@example.com</dd>');
    expect(page).toContain('<dt>Kept at</dt><dd><time datetime="2026-11-30T10:01:00.000Z">');
    const text = /<pre lang="de">([\s\S]*?)<\/pre>/.exec(page)?.[1];
    expect(unescape(text!)).toBe(`Hallo ${HOSTILE}\nZeile 2`);
    // One iframe, sandboxed of everything (no allow-scripts, no allow-same-origin …), the HTML as its srcdoc.
    const frames = [...page.matchAll(/<iframe ([^>]*)><\/iframe>/g)];
    expect(frames).toHaveLength(1);
    const attributes = frames[0]![1]!;
    expect(attributes).toContain('sandbox=""');
    expect(attributes).toContain('title="The HTML part of the message"');
    const srcdoc = /srcdoc="([^"]*)"/.exec(attributes)?.[1];
    expect(unescape(srcdoc!)).toBe(html);
  });

  it('answers 404 for an id it does not hold', async () => {
    const { app } = await appWith({ enabled: true });
    const response = await app.inject({ method: 'GET', url: `/__outbox/${encodeURIComponent('<b>nope</b>')}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>No such message</h1>');
    expect(response.body).not.toContain('<b>nope');
  });
});

describe('/__outbox when disabled (production)', () => {
  it.each(['/__outbox', '/__outbox/any-id', '/__outbox?to=jana%40example.com'])('%s is not found', async (url) => {
    const { app, outbox } = await appWith({ enabled: false });
    const { id } = await outbox.send(mail());
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/__outbox/${id}` })).statusCode).toBe(404);
  });
});
