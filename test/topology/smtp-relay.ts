import net from 'node:net';

/** The end of an SMTP DATA section (RFC 5321 §4.1.1.4). */
const END_OF_DATA = Buffer.from('\r\n.\r\n');
/** What the broker e-mail's Message-ID names (activities/index.ts brokerMessageId). */
const BATCH_IN_MESSAGE_ID = /Message-ID:\s*<([A-Za-z0-9_-]+)\.broker-submission@/i;
const HEAD_BYTES = 16 * 1024;

interface Held {
  batchId: string;
  conn: Conn;
  data: Buffer[];
  heldAt: number;
}

interface Conn {
  client: net.Socket;
  upstream: net.Socket;
  mode: 'command' | 'data';
  /** Command bytes not yet ending in a line break. */
  line: string;
  /** The last bytes of the message data seen (the end marker can span chunks). */
  tail: Buffer;
  /** The start of the message being sent, where its headers are. */
  head: string;
  /** The message end being held back, and whatever the client sent after it. */
  held?: Held;
}

/**
 * One worker's way to the test's SMTP sink: a TCP relay that passes everything through, except the
 * last chunk of each message (the one holding the `<CRLF>.<CRLF>` end marker), which it holds for
 * `holdMs` before passing it on. That is a broker mail server taking its time to accept a message: each
 * broker e-mail activity stays in flight for a moment, long enough for a SIGKILL to land inside it.
 *
 * A message whose end is held has not reached the sink: if the worker dies meanwhile, the sink sees the
 * connection drop mid-message and keeps nothing (smtp-server destroys the data stream). `freeze()` holds
 * message ends indefinitely, so the test can kill the worker with e-mails known to be in flight and
 * none known to be between "accepted by the sink" and "recorded as sent".
 */
export class SmtpRelay {
  private server!: net.Server;
  private readonly conns = new Set<Conn>();
  private frozen = false;
  /** Batch IDs of the messages whose end this relay passed on to the sink, in order. */
  readonly forwarded: string[] = [];

  constructor(
    readonly name: string,
    private readonly target: { host: string; port: number },
    private readonly holdMs: number,
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  /** Batch IDs of the messages in flight: sent by the worker, their end held here. */
  held(): string[] {
    return [...this.conns].flatMap((c) => (c.held ? [c.held.batchId] : []));
  }

  /** From now on message ends are held until the connections drop. */
  freeze(): void {
    this.frozen = true;
  }

  /** Drops every connection, discarding what is held (the worker behind it was killed). */
  dropAll(): void {
    for (const c of this.conns) this.close(c);
  }

  async stop(): Promise<void> {
    this.dropAll();
    await new Promise((r) => this.server.close(r));
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.target);
    const conn: Conn = { client, upstream, mode: 'command', line: '', tail: Buffer.alloc(0), head: '' };
    this.conns.add(conn);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
    upstream.on('data', (d) => client.write(d));
    upstream.on('close', () => this.close(conn));
    client.on('close', () => this.close(conn));
    client.on('data', (d: Buffer) => this.fromClient(conn, d));
  }

  private close(c: Conn): void {
    // Whatever is held never reaches the sink: the message is incomplete there, and dropped.
    c.held = undefined;
    this.conns.delete(c);
    c.upstream.destroy();
    c.client.destroy();
  }

  private fromClient(c: Conn, chunk: Buffer): void {
    if (c.held) {
      c.held.data.push(chunk);
      return;
    }
    if (c.mode === 'command') {
      c.upstream.write(chunk);
      c.line += chunk.toString('latin1');
      const lines = c.line.split('\r\n');
      c.line = lines.pop() ?? '';
      // The client waits for the 354 reply before it sends the message, so DATA ends a chunk.
      if (lines.some((l) => /^DATA$/i.test(l.trim()))) {
        c.mode = 'data';
        c.tail = Buffer.from('\r\n'); // the end marker may follow an empty message directly
        c.head = '';
        c.line = '';
      }
      return;
    }
    if (c.head.length < HEAD_BYTES) c.head += chunk.toString('latin1');
    const window = Buffer.concat([c.tail, chunk]);
    if (window.indexOf(END_OF_DATA) < 0) {
      c.upstream.write(chunk);
      c.tail = window.subarray(Math.max(0, window.length - (END_OF_DATA.length - 1)));
      return;
    }
    // This chunk ends the message: hold it back.
    const batchId = BATCH_IN_MESSAGE_ID.exec(c.head)?.[1] ?? '(unknown)';
    const held: Held = { batchId, conn: c, data: [chunk], heldAt: Date.now() };
    c.held = held;
    c.mode = 'command';
    c.line = '';
    const release = () => {
      if (c.held !== held) return; // dropped meanwhile
      if (this.frozen) {
        setTimeout(release, 50);
        return;
      }
      c.held = undefined;
      this.forwarded.push(batchId);
      const [end, ...after] = held.data;
      c.upstream.write(end);
      for (const d of after) this.fromClient(c, d);
    };
    setTimeout(release, this.holdMs);
  }
}
