import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Becomes the Message-ID header exactly, angle brackets included, e.g. '<export-exp_abc@export-protocol>'. */
  messageId: string;
  attachments: Array<{ filename: string; content: string | Buffer; contentType: string }>;
  /** Extra headers (e.g. X-Export-Batch-Id); they may not replace the ones set from the fields above. */
  headers?: Record<string, string>;
}

export type SendOutcome =
  | { status: 'sent'; response: string; messageId: string }
  | { status: 'failed'; permanent: true; error: string };

export interface Mailer {
  /**
   * Resolves 'sent', or 'failed' when retrying cannot help (a 5xx rejection of the envelope or the
   * message, or a mail that cannot be sent as given). Throws on anything transient (4xx, connection,
   * timeout, DNS, authentication), so a Temporal activity retries it with backoff.
   */
  send(mail: OutgoingMail): Promise<SendOutcome>;
  /** Connects (and authenticates) once; throws when the server cannot be used. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A msg-id as RFC 5322 writes it, restricted to what needs no quoting: `<left@right>`. */
const MESSAGE_ID = /^<[\x21-\x7e]+@[\x21-\x7e]+>$/;
const MESSAGE_ID_FORBIDDEN = /[<>@\s"\\]/;

/** Headers the fields of OutgoingMail set; `headers` may not set them again. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'message-id', 'date', 'content-type', 'mime-version', 'content-transfer-encoding']);

/** Error codes nodemailer uses for a refused envelope (MAIL FROM / RCPT TO / DATA) or message. */
const MESSAGE_ERROR_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

interface SmtpErrorLike {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  message?: unknown;
}

/**
 * Whether sending the same mail again cannot succeed.
 *
 * - A 5xx reply (500..599) to MAIL FROM, RCPT TO or DATA: nodemailer reports these with code
 *   EENVELOPE (a refused sender or recipient; "all recipients were rejected" carries the reply of a
 *   4xx recipient when there was one, otherwise the last reply) or EMESSAGE (the message refused
 *   after DATA), and `responseCode` set from the reply.
 * - A mail nodemailer refuses before sending (code EENVELOPE/EMESSAGE without a reply: an invalid
 *   address, no recipient, bigger than the server's SIZE).
 *
 * Everything else is transient: 4xx replies, connection and socket errors (ECONNECTION, ESOCKET,
 * ETIMEDOUT, EDNS, ETLS) and authentication errors (EAUTH, even with a 535 reply: the credentials are
 * the operator's to fix, and the mail goes out once they are).
 */
export function isPermanentSmtpError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as SmtpErrorLike;
  if (typeof e.code !== 'string' || !MESSAGE_ERROR_CODES.has(e.code)) return false;
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  // No reply: nodemailer itself refused the mail ('API'), or the SIZE check before MAIL FROM.
  return e.command === 'API' || e.code === 'EMESSAGE';
}

function invalid(error: string): SendOutcome {
  return { status: 'failed', permanent: true, error };
}

function checkMail(mail: OutgoingMail): string | undefined {
  const inner = mail.messageId.slice(1, -1);
  const [left, right, ...more] = inner.split('@');
  if (!MESSAGE_ID.test(mail.messageId) || more.length > 0 || MESSAGE_ID_FORBIDDEN.test(left) || MESSAGE_ID_FORBIDDEN.test(right ?? '')) {
    return `invalid Message-ID ${JSON.stringify(mail.messageId)}: expected <left@right>`;
  }
  for (const name of Object.keys(mail.headers ?? {})) {
    if (RESERVED_HEADERS.has(name.toLowerCase())) return `header ${name} cannot be set through headers`;
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) return `invalid header name ${JSON.stringify(name)}`;
  }
  return undefined;
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * A mailer for an SMTP URL: `smtp://host:port`, `smtps://user:pass@host:465`, with nodemailer's
 * query options (`?ignoreTLS=true`, `?requireTLS=true`, `?tls.rejectUnauthorized=false`,
 * `?pool=false`, ...; what the URL sets wins over the options given here). One transport per mailer,
 * with a pool of up to four reused connections.
 */
export function createMailer(smtpUrl: string, opts: MailerOptions = {}): Mailer {
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new Error('SMTP URL is not a valid URL');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP URL must start with smtp:// or smtps:// (got ${protocol}//)`);

  const connectionTimeout = opts.connectionTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout,
    dnsTimeout: connectionTimeout,
    greetingTimeout: opts.greetingTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    socketTimeout: opts.socketTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    // A few connections kept open and reused: no connect, greeting and EHLO per mail (servers often
    // delay their greeting on purpose; smtp-server by 100 ms). `?pool=false` in the URL turns it off.
    pool: true,
    maxConnections: 4,
    // Attachments are given as content: never let a string be read as a path or URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });

  return {
    async send(mail) {
      const problem = checkMail(mail);
      if (problem) return invalid(problem);
      try {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
          attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        });
        // With several addresses in `to`, some may have been refused while others took the mail:
        // nodemailer resolves then (info.rejected lists them) and the mail counts as sent.
        return { status: 'sent', response: String(info.response ?? ''), messageId: mail.messageId };
      } catch (err) {
        if (isPermanentSmtpError(err)) return invalid(describe(err));
        throw err;
      }
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
