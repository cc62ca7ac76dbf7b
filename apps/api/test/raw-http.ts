import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: string; body: string };

/**
 * Sends bytes as they are on a new connection and reads the answer until the server closes it,
 * for requests no HTTP client would send (and that app.inject never parses).
 */
export function rawHttp(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer in 10 s')), 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    let failure: Error | undefined;
    // A reset after the answer (the server closing with request bytes still unread) is fine.
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (chunks.length === 0) {
        reject(failure ?? new Error('connection closed without an answer'));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body });
    });
    socket.write(request);
  });
}

/**
 * Sends a whole request on a plain socket and only then reads the answer, as a browser's upload
 * does: a server that answers early and stops reading leaves this client stuck (and the test
 * times out) instead of being excused by a client that reads answers while it sends.
 */
export async function sendThenRead(
  address: string,
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: ReadableStream<Uint8Array>;
    length: number;
  },
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(address);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('error', reject),
  );
  let received = Buffer.alloc(0);
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (headEnd < 0 || received.length < headEnd + 4 + length) return;
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        body: received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
      });
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('connection closed before the answer')));
  });
  answered.catch(() => {});
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    `content-length: ${request.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.pause();
  socket.write(head);
  for await (const chunk of request.body) {
    if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
  }
  socket.resume();
  try {
    return await answered;
  } finally {
    socket.destroy();
  }
}
