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
