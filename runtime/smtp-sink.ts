import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** One message the sink accepted, parsed. */
export interface SinkMessage {
  /** The Message-ID header, angle brackets included ('' when the message had none). */
  messageId: string;
  /** Address of the From header (the envelope sender when the header has none). */
  from: string;
  /** Envelope recipients the sink accepted (RCPT TO), which is who a real server would deliver to. */
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number; content: Buffer }>;
  /** ISO timestamp of the end of the DATA transfer. */
  receivedAt: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT */
  url: string;
  /** Messages received so far, oldest first (at most MAX_MESSAGES / MAX_BYTES are kept). */
  messages(): SinkMessage[];
  /** The first message, already received or still to come, that matches; rejects after timeoutMs (10 s). */
  waitFor(predicate: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** When set, every accepted message is also written there as raw RFC 822 (`.eml`). */
  dir?: string;
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Return a reply to refuse RCPT TO for an address (e.g. `{ code: 550, message: 'No such user' }`). */
  rejectRecipient?: (address: string) => { code: number; message: string } | undefined;
  /**
   * How many parsed messages, and bytes of them, stay in memory (defaults: 1,000 and 256 MiB); `dir` keeps all.
   * With 0 messages, only the headers are parsed (for the Message-ID), unless a `waitFor` is pending.
   */
  keep?: { messages: number; bytes: number };
}

const HOST = '127.0.0.1';
const SIZE_LIMIT = 25 * 1024 * 1024;
const MAX_MESSAGES = 1000;
/** Attachments are held in memory: past this many bytes in total the oldest messages go first. */
const MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_WAIT_MS = 10_000;

interface Waiter {
  predicate: (m: SinkMessage) => boolean;
  resolve: (m: SinkMessage) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** `2026-11-22T03:21:22.025Z` → `20261122T032122025Z`. */
function compactTimestamp(iso: string): string {
  return iso.replace(/[-:.]/g, '');
}

/** A Message-ID made safe as part of a file name on every platform. */
export function sanitiseForFilename(messageId: string): string {
  const cleaned = messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._@+-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return cleaned || 'no-message-id';
}

function messageSize(m: SinkMessage): number {
  return m.attachments.reduce((n, a) => n + a.size, 0) + Buffer.byteLength(m.text);
}

function writeEml(dir: string, receivedAt: string, messageId: string, raw: Buffer): string {
  const base = `${compactTimestamp(receivedAt)}-${sanitiseForFilename(messageId)}`;
  for (let i = 0; ; i++) {
    const file = path.join(dir, i === 0 ? `${base}.eml` : `${base}-${i}.eml`);
    try {
      // 'wx': a resend of the same message in the same millisecond gets a file of its own.
      fs.writeFileSync(file, raw, { flag: 'wx' });
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || i >= 1000) throw err;
    }
  }
}

/** The message up to and with the blank line that ends its headers (all of it when there is none). */
function headerBlock(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? raw : raw.subarray(0, end + 4);
}

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The embedded default's mail server (used when SMTP_URL is unset): an SMTP server on loopback that
 * accepts everything (no TLS, no auth), keeps the parsed messages in memory and, with `dir`, writes
 * each one as an .eml file so a human can open what the broker would have received.
 */
export async function startSmtpSink(opts: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const { dir, rejectRecipient } = opts;
  if (dir) fs.mkdirSync(dir, { recursive: true });

  const keep = opts.keep ?? { messages: MAX_MESSAGES, bytes: MAX_BYTES };
  const received: SinkMessage[] = [];
  let receivedBytes = 0;
  const waiters = new Set<Waiter>();
  let stopped = false;

  const store = (m: SinkMessage) => {
    received.push(m);
    receivedBytes += messageSize(m);
    while (received.length > keep.messages || (receivedBytes > keep.bytes && received.length > 1)) {
      receivedBytes -= messageSize(received.shift()!);
    }
    for (const w of [...waiters]) {
      let matched = false;
      try {
        matched = w.predicate(m);
      } catch (err) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.reject(err as Error);
        continue;
      }
      if (matched) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(m);
      }
    }
  };

  const onData = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> => {
    const raw = await readStream(stream);
    if (stream.sizeExceeded) throw smtpError(552, `Message exceeds fixed maximum message size ${SIZE_LIMIT}`);
    const receivedAt = new Date().toISOString();
    // A sink that keeps nothing in memory and has nobody waiting (the service's own: the .eml files are
    // its record) reads the header block alone: parsing the attachments would cost more than sending them.
    const wanted = keep.messages > 0 || waiters.size > 0;
    let parsed;
    try {
      parsed = await simpleParser(wanted ? raw : headerBlock(raw), { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
    } catch (err) {
      throw smtpError(554, `Message could not be parsed: ${(err as Error).message}`);
    }
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const message: SinkMessage = {
      messageId: parsed.messageId ?? '',
      from: parsed.from?.value[0]?.address ?? envelopeFrom,
      to: session.envelope.rcptTo.map((a) => a.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType,
        size: a.size ?? a.content.length,
        content: a.content,
      })),
      receivedAt,
    };
    if (dir) {
      try {
        writeEml(dir, receivedAt, message.messageId, raw);
      } catch (err) {
        // Transient for the sender: it retries, and nothing was kept that the file would not show.
        throw smtpError(451, `Could not store the message: ${(err as Error).message}`);
      }
    }
    if (wanted) store(message);
    return `Message queued as ${message.messageId || 'no-message-id'}`;
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: SIZE_LIMIT,
    name: 'localhost',
    banner: 'Export Protocol embedded SMTP sink',
    logger: false,
    disableReverseLookup: true, // a loopback peer needs no PTR lookup
    closeTimeout: 2000,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const refusal = rejectRecipient?.(address.address);
      callback(refusal ? smtpError(refusal.code, refusal.message) : undefined);
    },
    onData(stream, session, callback) {
      onData(stream, session).then(
        (reply) => callback(null, reply),
        (err: Error) => {
          stream.resume(); // drain whatever is left so the session can go on
          callback(err);
        },
      );
    },
  });
  // A broken client connection must not take the process down.
  server.on('error', () => undefined);

  const port = await new Promise<number>((resolve, reject) => {
    const onListenError = (err: Error) => reject(err);
    server.server.once('error', onListenError);
    server.listen(opts.port ?? 0, HOST, () => {
      server.server.off('error', onListenError);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

  return {
    url: `smtp://${HOST}:${port}`,
    messages: () => [...received],
    waitFor(predicate, timeoutMs = DEFAULT_WAIT_MS) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      if (stopped) return Promise.reject(new Error('SMTP sink is stopped'));
      return new Promise<SinkMessage>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            reject(new Error(`no matching message reached the SMTP sink within ${timeoutMs} ms (${received.length} received)`));
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const w of waiters) {
        clearTimeout(w.timer);
        w.reject(new Error('SMTP sink stopped'));
      }
      waiters.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
