/**
 * A real SMTP server for tests (the smtp-server package): the app sends through nodemailer
 * exactly as in production, and tests read what arrived.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message, transfer encodings undone (quoted-printable soft breaks, =XX). */
  body: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBase64Parts(raw: string): string {
  // Base64 bodies (nodemailer picks them for some content): decode blocks after a blank line.
  return raw.replace(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    (_m, b64: string) => Buffer.from(b64.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes a subject
 * that is not ASCII ("Bestätigen Sie …"); whitespace between two encoded words goes.
 */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeEncodedWords(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '');
  return { to, subject, body: decodeQuotedPrintable(decodeBase64Parts(raw)), raw };
}

export interface SmtpServerOptions {
  /** Every message is also written there as `<n>.json` (ReceivedMail), so processes other than
   *  this one (browser test workers) can read the mail. */
  spoolDir?: string;
  /** Listen on this port (default: a free one). Tests of an SMTP outage point the app at a port
   *  with nothing listening, then start the server there. */
  port?: number;
}

/** @param options a spool folder (see SmtpServerOptions.spoolDir), or options. */
export async function startSmtpServer(options: string | SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const { spoolDir, port: wantedPort = 0 } = typeof options === 'string' ? { spoolDir: options } : options;
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        );
        messages.push(mail);
        if (spoolDir) {
          // Written under a temporary name, then renamed (atomic): a reader in another process
          // never sees half a message (seen once as a JSON parse error in a browser test).
          const file = path.join(spoolDir, `${Date.now()}-${messages.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
        }
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching email arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(mail.body);
  if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
