import nodemailer from 'nodemailer';
import { FailureType } from '../workflows/failures';

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
  /** `error` is classified (safe to show integrators); `detail` is the server's own text, for logs. */
  | { status: 'failed'; permanent: true; error: string; detail: string };

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

function invalid(error: string, detail = error): SendOutcome {
  return { status: 'failed', permanent: true, error, detail };
}

/**
 * A transient failure, thrown so that Temporal retries. Its message is classified (what integrators and
 * support may read: no host names, addresses or server banners); the original error is its `cause`.
 */
export class SmtpTransientError extends Error {
  readonly code: unknown;
  readonly responseCode: unknown;
  constructor(cause: unknown) {
    super(describeSmtpFailure(cause), { cause });
    // Temporal types the activity's failure by this name; the workflows match it (workflows/failures.ts).
    this.name = FailureType.SMTP_TRANSIENT;
    const e = (cause ?? {}) as SmtpErrorLike;
    this.code = e.code;
    this.responseCode = e.responseCode;
  }
}

const NETWORK_FAILURES: Array<[RegExp, string]> = [
  [/ECONNREFUSED/, 'connection refused by broker mail server'],
  [/ENOTFOUND|EAI_AGAIN|EDNS/, 'broker mail server address could not be resolved'],
  [/ETIMEDOUT|Greeting never received|Timeout/i, 'broker mail server did not answer in time'],
  [/ECONNRESET|EPIPE|Connection closed/i, 'connection to broker mail server was lost'],
  [/ETLS|certificate|TLS|SSL/, 'secure connection to broker mail server failed'],
  [/EAUTH/, 'authentication with the mail server failed'],
];

/** The SMTP reply code and enhanced status code (RFC 3463, e.g. 5.1.1), when the server sent them. */
function replyCodes(e: SmtpErrorLike): string {
  if (typeof e.responseCode !== 'number') return '';
  const enhanced = typeof e.message === 'string' ? /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(e.message)?.[1] : undefined;
  return ` (SMTP ${e.responseCode}${enhanced ? ` ${enhanced}` : ''})`;
}

/**
 * What went wrong, in words fit for an integrator: a class of failure and the reply codes, never the
 * server's free text or socket messages (they may name internal hosts and addresses).
 */
export function describeSmtpFailure(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as SmtpErrorLike & { originalCode?: unknown };
  const codes = replyCodes(e);
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') {
    if (e.command === 'API') return 'the e-mail was refused before sending (invalid address or message)';
    const what = e.command === 'MAIL FROM' ? 'the sender address' : e.command === 'RCPT TO' ? 'the recipient address' : 'the message';
    const how = typeof e.responseCode === 'number' && e.responseCode < 500 ? 'temporarily refused' : 'refused';
    return `broker mail server ${how} ${what}${codes}`;
  }
  if (typeof e.responseCode === 'number') {
    return e.responseCode >= 400 && e.responseCode < 500 ? `broker mail server deferred the message${codes}` : `broker mail server failed${codes}`;
  }
  const text = [e.code, e.originalCode, e.message].filter((v) => typeof v === 'string').join(' ');
  for (const [pattern, words] of NETWORK_FAILURES) if (pattern.test(text)) return words;
  return 'broker mail server could not be reached';
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
/** The message as nodemailer composes it, for sending and for keeping alike. */
const messageOptions = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  messageId: mail.messageId,
  headers: mail.headers,
  attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
});

// nodemailer's stream transport: composes the message exactly as the SMTP transport would send it
// (CRLF line ends), and hands back its bytes instead of sending them.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, disableFileAccess: true, disableUrlAccess: true });

/**
 * The whole message (RFC 822), not sent: what a test-mode execute keeps instead of e-mailing the
 * broker (issue 33). A mail `send` would refuse as malformed is refused here too.
 */
export async function composeMessage(mail: OutgoingMail): Promise<Buffer> {
  const problem = checkMail(mail);
  if (problem) throw new Error(`the e-mail could not be built: ${problem}`);
  const info = await composer.sendMail(messageOptions(mail));
  return info.message as Buffer;
}

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
      if (problem) return invalid(`the e-mail could not be built: ${problem}`);
      try {
        const info = await transport.sendMail(messageOptions(mail));
        // With several addresses in `to`, some may have been refused while others took the mail:
        // nodemailer resolves then (info.rejected lists them) and the mail counts as sent.
        return { status: 'sent', response: String(info.response ?? ''), messageId: mail.messageId };
      } catch (err) {
        if (isPermanentSmtpError(err)) return invalid(describeSmtpFailure(err), describe(err));
        throw new SmtpTransientError(err);
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
