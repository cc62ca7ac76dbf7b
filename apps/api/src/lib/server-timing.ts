import type { FastifyReply } from 'fastify';

/** Tells how long a named part of the work took (ms), for whoever measures the server. */
export type Timing = (name: string, ms: number) => void;

/** A timing written to the answer's Server-Timing header (several parts add up). */
export function serverTiming(reply: FastifyReply): Timing {
  return (name, ms) => {
    const entry = `${name};dur=${ms.toFixed(1)}`;
    const current = reply.getHeader('server-timing');
    reply.header('server-timing', current ? `${String(current)}, ${entry}` : entry);
  };
}

/** Waits for `work` and tells how long it took under `name`. */
export async function timed<T>(timing: Timing | undefined, name: string, work: Promise<T>) {
  const started = performance.now();
  try {
    return await work;
  } finally {
    timing?.(name, performance.now() - started);
  }
}
