// The SMTP adapter against a real SMTP server in this process (smtp-server, from the nodemailer project): the
// message crosses a socket as it would to the operator's server, and is read back with mailparser.
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { OutgoingMailError } from './check-outgoing-mail.ts';
import type { OutgoingMail } from './mail-port.ts';
import { redactedSmtpUrl, SmtpMailer, SmtpSendError } from './smtp-mailer.server.ts';

interface Received {
  readonly mail: ParsedMail;
  readonly raw: string;
  readonly envelope: { from: string | false; to: string[] };
  readonly user: string | undefined;
}

const USER = 'shop';
// Characters a URL must percent-encode in a password: the adapter must hand the server the decoded one.
const PASSWORD = 'p@ss:w/rd ü';
const servers: SMTPServer[] = [];
const mailers: SmtpMailer[] = [];

afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** An SMTP server on a free port of 127.0.0.1 that takes USER / PASSWORD and keeps what it is sent. */
async function startServer(options: SMTPServerOptions = {}): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // The in-process server has no certificate a client would trust: plain SMTP, with login allowed over it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({
              mail,
              raw,
              envelope: {
                from: session.envelope.mailFrom && session.envelope.mailFrom.address,
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              user: session.user as string | undefined,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
    ...options,
  });
  // A client that gives up on the handshake (the untrusted certificate below) is an error event of the server's;
  // without a listener it would end the test run.
  server.on('error', () => {});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as net.AddressInfo).port, received };
}

function mailer(url: string, from = 'Multishop <shop@multishop.example>'): SmtpMailer {
  const created = new SmtpMailer({ url: new URL(url), from });
  mailers.push(created);
  return created;
}

const credentials = `${USER}:${encodeURIComponent(PASSWORD)}`;

const message: OutgoingMail = {
  to: 'jana.novakova@example.cz',
  subject: 'Potvrzení objednávky 100042 – Multishop',
  text: 'Dobrý den, Jano,\n\nděkujeme za vaši objednávku.',
  html: '<!doctype html><html lang="cs"><body><p>Dobrý den, Jano,</p><p>děkujeme za vaši objednávku.</p></body></html>',
  language: 'cs',
  kind: 'order-confirmation',
  headers: { 'Reply-To': 'zakaznicky.servis@multishop.example' },
};

/** A port on 127.0.0.1 where nothing listens: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('SmtpMailer', () => {
  it('delivers the message over SMTP, logged in with the URL’s (percent-encoded) user and password', async () => {
    const { port, received } = await startServer();
    const { id } = await mailer(`smtp://${credentials}@127.0.0.1:${port}`).send(message);
    expect(received).toHaveLength(1);
    const [{ mail, envelope, user, raw }] = received as [Received];
    expect(user).toBe(USER);
    expect(envelope).toEqual({ from: 'shop@multishop.example', to: ['jana.novakova@example.cz'] });
    expect(mail.messageId).toBe(id);
    expect(mail.from?.value).toEqual([{ address: 'shop@multishop.example', name: 'Multishop' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'jana.novakova@example.cz', name: '' }] });
    // UTF-8 in the subject survives the trip (RFC 2047 encoded words on the wire).
    expect(mail.subject).toBe('Potvrzení objednávky 100042 – Multishop');
    expect(raw).not.toContain('Potvrzení');
    expect(mail.text?.trimEnd()).toBe(message.text);
    expect(mail.html).toBe(message.html);
    expect(mail.headers.get('content-language')).toBe('cs');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.replyTo?.value).toEqual([{ address: 'zakaznicky.servis@multishop.example', name: '' }]);
  });

  it("sends from the message's own sender when it names one", async () => {
    const { port, received } = await startServer();
    await mailer(`smtp://${credentials}@127.0.0.1:${port}`).send({ ...message, from: 'service@multishop.example' });
    expect(received[0]?.envelope.from).toBe('service@multishop.example');
    expect(received[0]?.mail.from?.value).toEqual([{ address: 'service@multishop.example', name: '' }]);
  });

  it("speaks TLS from the first byte for smtps://, with nodemailer's query options from the URL", async () => {
    // smtp-server's built-in self-signed certificate: the URL's tls.rejectUnauthorized=false is what lets it pass,
    // so this also shows the URL's options reach nodemailer.
    const { port, received } = await startServer({ secure: true, disabledCommands: [] });
    await mailer(`smtps://${credentials}@127.0.0.1:${port}?tls.rejectUnauthorized=false`).send(message);
    expect(received[0]?.mail.subject).toBe(message.subject);
    await expect(mailer(`smtps://${credentials}@127.0.0.1:${port}`).send(message)).rejects.toThrow(
      /failed: the server's TLS certificate was not accepted/,
    );
  });

  it('says clearly when the connection is refused, naming the server but not the password', async () => {
    const port = await closedPort();
    const sending = mailer(`smtp://${credentials}@127.0.0.1:${port}`).send(message);
    await expect(sending).rejects.toThrow(SmtpSendError);
    const error = (await sending.catch((caught: unknown) => caught)) as SmtpSendError;
    expect(error.message).toBe(
      `Sending the order-confirmation e-mail through the SMTP server smtp://shop:***@127.0.0.1:${port} (SMTP_URL) ` +
        'failed: the connection was refused (ECONNREFUSED): is the server running, and do the host and port name it?',
    );
    expect(error.message).not.toContain(encodeURIComponent(PASSWORD));
    expect(error.cause).toBeInstanceOf(Error);
    await expect(mailer(`smtp://127.0.0.1:${port}`).verify()).rejects.toThrow(
      `Connecting to the SMTP server smtp://127.0.0.1:${port} (SMTP_URL) failed: the connection was refused`,
    );
  });

  it('says so when the server refuses the user name and password', async () => {
    const { port, received } = await startServer();
    const sending = mailer(`smtp://${USER}:wrong@127.0.0.1:${port}`).send(message);
    await expect(sending).rejects.toThrow(/did not accept the user name and password/);
    await expect(sending).rejects.toMatchObject({ code: 'EAUTH' });
    expect(received).toEqual([]);
  });

  it('checks login and connection without sending anything (verify)', async () => {
    const { port, received } = await startServer();
    await expect(mailer(`smtp://${credentials}@127.0.0.1:${port}`).verify()).resolves.toBeUndefined();
    expect(received).toEqual([]);
  });

  it('refuses a message with a header break-in before it connects', async () => {
    const { port, received } = await startServer();
    const smtp = mailer(`smtp://${credentials}@127.0.0.1:${port}`);
    await expect(smtp.send({ ...message, subject: 'Hi\r\nBcc: stranger@example.net' })).rejects.toThrow(
      OutgoingMailError,
    );
    await expect(smtp.send({ ...message, to: `${message.to}, stranger@example.net` })).rejects.toThrow(
      OutgoingMailError,
    );
    expect(received).toEqual([]);
  });

  it('takes only smtp:// and smtps:// URLs', () => {
    expect(() => new SmtpMailer({ url: new URL('http://mail.example.com'), from: 'a@example.com' })).toThrow(
      'An SMTP URL begins with smtp:// or smtps:// (got http:)',
    );
  });
});

describe('redactedSmtpUrl', () => {
  it.each([
    ['smtps://shop:secret@mail.example.com:465', 'smtps://shop:***@mail.example.com:465'],
    ['smtp://shop@mail.example.com', 'smtp://shop@mail.example.com'],
    ['smtp://mail.example.com:2525/?pool=true', 'smtp://mail.example.com:2525'],
  ])('%s → %s', (url, shown) => {
    expect(redactedSmtpUrl(new URL(url))).toBe(shown);
  });
});
