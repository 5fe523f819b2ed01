import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so mail flows are
 * tested through nodemailer and the wire protocol rather than a stub transport.
 */
export async function startSmtpReceiver() {
  const unread: ReceivedMail[] = [];
  const waiters: Array<(mail: ReceivedMail) => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const waiter = waiters.shift();
        if (waiter) waiter(mail);
        else unread.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves with the oldest message not yet read, waiting for one if need be. */
    nextMail(): Promise<ReceivedMail> {
      const mail = unread.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable text ("Best=C3=A4tige") back to its UTF-8 string. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text[index] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(index + 1, index + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(text.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words ("=?UTF-8?Q?Best=C3=A4tige?=", "=?UTF-8?B?...?="), as nodemailer writes a subject. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The subject and plain text of a one-part message as it travelled (quoted-printable, base64 or 7bit). */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\r\n\r\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body.replace(/=\r?\n/g, ''))
        : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}
