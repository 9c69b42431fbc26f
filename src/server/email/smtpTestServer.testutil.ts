import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package), keeping every message it
 * accepts, plus a small MIME reader so tests can look inside them.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Refuses RCPT TO for these addresses (550) while they are in the set. */
  rejecting: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejecting = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejecting.has(address.address)) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // smtp-server reports a client's dropped connection (say, the app closing mid-session at the
  // end of a test) as an 'error' event; without a listener that would throw out of the process.
  server.on('error', () => undefined);
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    rejecting,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MimePart {
  headers: Map<string, string>;
  /** Decoded body of a leaf part; empty for a multipart container. */
  body: Buffer;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Parses a message into its part tree, decoding base64 and quoted-printable bodies. */
export function parseMime(raw: Buffer | string): MimePart {
  const text = raw.toString('latin1');
  const split = text.search(/\r?\n\r?\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const body = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections.filter((s) => !s.startsWith('--')).map((s) => parseMime(Buffer.from(s.replace(/^\r?\n/, ''), 'latin1')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body.replace(/\r?\n$/, ''), 'latin1');
  return { headers, body: decoded, parts: [] };
}

export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The decoded text/plain body of a message. */
export function textOf(raw: Buffer | string): string {
  const part = leafParts(parseMime(raw)).find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'));
  return part ? part.body.toString('utf8') : '';
}

export function attachmentsOf(raw: Buffer | string): { filename: string; contentType: string; content: Buffer }[] {
  return leafParts(parseMime(raw))
    .filter((p) => /filename=/i.test(p.headers.get('content-disposition') ?? ''))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers.get('content-disposition')!)![1]!,
      contentType: (p.headers.get('content-type') ?? '').split(';')[0]!.trim(),
      content: p.body,
    }));
}

export function headerOf(raw: Buffer | string, name: string): string {
  return parseMime(raw).headers.get(name.toLowerCase()) ?? '';
}
