import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as its recipient reads it: decoded subject, text and HTML. */
export type CapturedMail = {
  to: string[];
  raw: string;
  body: string;
  /** The HTML part, when the message has one. */
  html: string | null;
  subject: string;
};

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              body: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              subject: parsed.subject ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const to = (address: string, body?: RegExp) =>
    messages.filter((m) => m.to.includes(address) && (!body || body.test(m.body)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    lastTo(address: string): CapturedMail | undefined {
      return to(address).at(-1);
    },
    countTo(address: string, body?: RegExp): number {
      return to(address, body).length;
    },
    /**
     * The `nth` message (1-based) to `address` whose text matches `body`, waiting for it:
     * e-mails sent after the answer (reset links) arrive a moment later.
     */
    async nthTo(address: string, nth: number, body?: RegExp, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address, body)[nth - 1];
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message #${nth} to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
