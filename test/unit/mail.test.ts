import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmtpTransientError, createMailer, isPermanentSmtpError, type Mailer, type OutgoingMail } from '../../activities/mailer';
import { reservePort } from '../../runtime/net';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';

const REJECTIONS: Record<string, { code: number; message: string }> = {
  'gone@broker.test': { code: 550, message: '5.1.1 Mailbox gone@broker.test does not exist' },
  'busy@broker.test': { code: 451, message: '4.3.0 Mailbox busy, try again later' },
};

let dir: string;
let sink: SmtpSink;
let mailer: Mailer;

// Binary content that is not valid UTF-8, so a lossy encoding anywhere on the way shows.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x81, 0x0d, 0x0a, 0x2e, 0x0d, 0x0a]), Buffer.alloc(4096, 0xa5)]);
const csv = 'order_id,hs_code,value_usd\nord_1,8471.30,1299.00\nord_2,6109.10,18.50\n.\n';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: 'Export Protocol <exports@export-protocol.test>',
    to: 'customs@broker.test',
    subject: 'Customs package CP-0001: 2 order(s) to DE [exp_abc]',
    text: 'Hello Broker,\n\nPlease find the customs package attached.\n',
    messageId: '<export-exp_abc@export-protocol>',
    attachments: [
      { filename: 'commercial-invoice.pdf', content: pdf, contentType: 'application/pdf' },
      { filename: 'packing-list.csv', content: csv, contentType: 'text/csv' },
    ],
    headers: { 'X-Export-Batch-Id': 'exp_abc' },
    ...overrides,
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-sink-'));
  sink = await startSmtpSink({ dir, rejectRecipient: (address) => REJECTIONS[address.toLowerCase()] });
  mailer = createMailer(sink.url);
});

afterAll(async () => {
  mailer?.close();
  await sink?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the sink listens on loopback', () => {
  expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  expect(Number(new URL(sink.url).port)).toBeGreaterThan(0);
});

test('a mail with two attachments reaches the sink exactly as sent, and is written as .eml', async () => {
  const messageId = '<export-exp_roundtrip@export-protocol>';
  const before = sink.messages().length;
  const outcome = await mailer.send(mail({ messageId }));
  expect(outcome).toEqual({ status: 'sent', response: expect.stringMatching(/^250 /), messageId });

  expect(sink.messages()).toHaveLength(before + 1);
  const got = sink.messages().at(-1)!;
  expect(got.messageId).toBe(messageId);
  expect(got.from).toBe('exports@export-protocol.test');
  expect(got.to).toEqual(['customs@broker.test']);
  expect(got.subject).toBe('Customs package CP-0001: 2 order(s) to DE [exp_abc]');
  expect(got.text.trim()).toBe('Hello Broker,\n\nPlease find the customs package attached.');
  expect(Number.isNaN(Date.parse(got.receivedAt))).toBe(false);
  expect(got.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ['commercial-invoice.pdf', 'application/pdf'],
    ['packing-list.csv', 'text/csv'],
  ]);
  expect(got.attachments[0].content.equals(pdf)).toBe(true);
  expect(got.attachments[0].size).toBe(pdf.length);
  expect(got.attachments[1].content.toString('utf8')).toBe(csv);

  const files = fs.readdirSync(dir).filter((f) => f.includes('export-exp_roundtrip@export-protocol'));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^\d{8}T\d{9}Z-export-exp_roundtrip@export-protocol\.eml$/);
  expect(files[0].startsWith(got.receivedAt.replace(/[-:.]/g, ''))).toBe(true);
  const raw = fs.readFileSync(path.join(dir, files[0]), 'utf8');
  expect(raw).toMatch(/^Message-ID: <export-exp_roundtrip@export-protocol>\r?$/m);
  expect(raw).toMatch(/^X-Export-Batch-Id: exp_abc\r?$/im); // nodemailer writes the name as X-Export-Batch-ID
  expect(raw).toContain('commercial-invoice.pdf');
});

test('waitFor resolves on a message still to come, on one already received, and times out', async () => {
  const messageId = '<export-exp_wait@export-protocol>';
  const waiting = sink.waitFor((m) => m.messageId === messageId, 5000);
  await expect(mailer.send(mail({ messageId, subject: 'waited for' }))).resolves.toMatchObject({ status: 'sent' });
  await expect(waiting).resolves.toMatchObject({ messageId, subject: 'waited for' });
  // already there
  await expect(sink.waitFor((m) => m.subject === 'waited for', 10)).resolves.toMatchObject({ messageId });
  await expect(sink.waitFor((m) => m.messageId === '<never@export-protocol>', 200)).rejects.toThrow(/within 200 ms/);
});

test('a sink that keeps nothing (the service\'s own) writes the .eml whole, holds nothing, and still serves a waitFor', async () => {
  const leanDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-sink-lean-'));
  const lean = await startSmtpSink({ dir: leanDir, keep: { messages: 0, bytes: 0 } });
  const leanMailer = createMailer(lean.url);
  try {
    await expect(leanMailer.send(mail({ messageId: '<export-exp_lean@export-protocol>' }))).resolves.toMatchObject({ status: 'sent' });
    expect(lean.messages()).toHaveLength(0);
    const [file] = fs.readdirSync(leanDir);
    expect(file).toMatch(/^\d{8}T\d{9}Z-export-exp_lean@export-protocol\.eml$/);
    expect(fs.readFileSync(path.join(leanDir, file)).includes(pdf.subarray(0, 8).toString('base64').slice(0, 8))).toBe(true);

    // Someone waiting: that message is parsed whole, attachments included.
    const waiting = lean.waitFor((m) => m.messageId === '<export-exp_lean2@export-protocol>', 5000);
    await leanMailer.send(mail({ messageId: '<export-exp_lean2@export-protocol>' }));
    expect((await waiting).attachments[0].content.equals(pdf)).toBe(true);
    expect(lean.messages()).toHaveLength(0);
  } finally {
    leanMailer.close();
    await lean.stop();
    fs.rmSync(leanDir, { recursive: true, force: true });
  }
});

test('a recipient refused with 550 is a permanent failure: a classified error for integrators, the server text for logs', async () => {
  const before = sink.messages().length;
  const outcome = await mailer.send(mail({ to: 'gone@broker.test', messageId: '<export-exp_gone@export-protocol>' }));
  expect(outcome).toEqual({
    status: 'failed',
    permanent: true,
    error: expect.stringMatching(/^broker mail server refused the recipient address \(SMTP 550 5\.\d+\.\d+\)$/),
    detail: expect.stringContaining('Mailbox gone@broker.test does not exist'),
  });
  expect(sink.messages()).toHaveLength(before);
});

test('a recipient refused with 451 makes send throw a transient error', async () => {
  let caught: unknown;
  try {
    await mailer.send(mail({ to: 'busy@broker.test', messageId: '<export-exp_busy@export-protocol>' }));
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(SmtpTransientError);
  expect((caught as { responseCode?: number }).responseCode).toBe(451);
  expect((caught as Error).message).toMatch(/^broker mail server temporarily refused the recipient address \(SMTP 451 4\.\d+\.\d+\)$/);
  expect(((caught as Error).cause as Error).message).toContain('Mailbox busy');
  expect(isPermanentSmtpError(caught)).toBe(false);
});

test('with several recipients, a refused one does not stop the others', async () => {
  const messageId = '<export-exp_partial@export-protocol>';
  const outcome = await mailer.send(mail({ to: 'customs@broker.test, gone@broker.test', messageId }));
  expect(outcome.status).toBe('sent');
  expect((await sink.waitFor((m) => m.messageId === messageId, 2000)).to).toEqual(['customs@broker.test']);
});

test('nothing listening on the port: send and verify throw, transient', async () => {
  const port = await reservePort(0);
  const closed = createMailer(`smtp://127.0.0.1:${port}`, { connectionTimeoutMs: 2000 });
  try {
    let caught: unknown;
    try {
      await closed.send(mail());
    } catch (err) {
      caught = err;
    }
    // The socket error comes from Node's own realm, not jest's: no toBeInstanceOf(Error) on the cause.
    expect((caught as Error).message).toBe('connection refused by broker mail server');
    expect((caught as { code?: string }).code).toMatch(/^(ESOCKET|ECONNECTION)$/);
    expect(((caught as Error).cause as { originalCode?: string }).originalCode).toBe('ECONNREFUSED');
    expect((caught as Error).message).not.toContain('127.0.0.1');
    expect(isPermanentSmtpError(caught)).toBe(false);
    await expect(closed.verify()).rejects.toThrow();
  } finally {
    closed.close();
  }
});

test('verify succeeds against the sink', async () => {
  await expect(mailer.verify()).resolves.toBeUndefined();
});

test('a malformed Message-ID or a reserved header fails permanently without sending', async () => {
  const before = sink.messages().length;
  await expect(mailer.send(mail({ messageId: 'export-exp_abc@export-protocol' }))).resolves.toMatchObject({ status: 'failed', permanent: true });
  await expect(mailer.send(mail({ messageId: '<no-at-sign>' }))).resolves.toMatchObject({ status: 'failed', permanent: true });
  await expect(mailer.send(mail({ headers: { 'message-id': '<other@x>' } }))).resolves.toMatchObject({ status: 'failed', permanent: true });
  expect(sink.messages()).toHaveLength(before);
});

test('isPermanentSmtpError classifies nodemailer errors', () => {
  const e = (props: Record<string, unknown>) => Object.assign(new Error('x'), props);
  expect(isPermanentSmtpError(e({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }))).toBe(true);
  expect(isPermanentSmtpError(e({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' }))).toBe(true);
  expect(isPermanentSmtpError(e({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' }))).toBe(true);
  expect(isPermanentSmtpError(e({ code: 'EENVELOPE', command: 'API' }))).toBe(true); // invalid recipient
  expect(isPermanentSmtpError(e({ code: 'EENVELOPE', responseCode: 452, command: 'RCPT TO' }))).toBe(false);
  expect(isPermanentSmtpError(e({ code: 'EMESSAGE', responseCode: 421, command: 'DATA' }))).toBe(false);
  expect(isPermanentSmtpError(e({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }))).toBe(false);
  expect(isPermanentSmtpError(e({ code: 'ECONNECTION', responseCode: 554, command: 'CONN' }))).toBe(false);
  expect(isPermanentSmtpError(e({ code: 'ETIMEDOUT' }))).toBe(false);
  expect(isPermanentSmtpError(e({ code: 'EDNS', originalCode: 'ENOTFOUND' }))).toBe(false);
  expect(isPermanentSmtpError(new Error('plain'))).toBe(false);
  expect(isPermanentSmtpError('550 nope')).toBe(false);
  expect(isPermanentSmtpError(null)).toBe(false);
});

test('createMailer refuses URLs that are not smtp:// or smtps://', () => {
  expect(() => createMailer('http://127.0.0.1:25')).toThrow(/smtp:\/\//);
  expect(() => createMailer('not a url')).toThrow(/valid URL/);
  createMailer('smtps://user%40x:p%3Ass@mail.example.test:465?ignoreTLS=true').close();
});
