import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { FileUrl } from '../../lib/file-url.ts';

const DAY_SECONDS = 86_400;

/**
 * Addresses of stored files that carry their own permission, because an <img> cannot send the
 * bearer header: `/api/files/<path>?exp=<unix seconds>&sig=<HMAC-SHA256>`. Only answers of
 * routes that check who may read a file hand them out. `exp` is the end of the next UTC day, so
 * an address stays the same all day (browser caches and ETags hold) and works for 24 to 48 hours.
 */
export function createFileUrls(deps: { secret: string; clock: Clock }) {
  const { secret, clock } = deps;
  // The prefix keeps these signatures apart from anything else keyed by the same secret.
  const signatureOf = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`file\n${path}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function url(path: string): string;
  function url(path: string | null | undefined): string | null;
  function url(path: string | null | undefined): string | null {
    if (!path) return null;
    const expires = (Math.floor(nowSeconds() / DAY_SECONDS) + 2) * DAY_SECONDS;
    return `/api/files/${path}?exp=${expires}&sig=${signatureOf(path, expires)}`;
  }

  return {
    url: url satisfies FileUrl,

    /** Seconds the address is still good for; 0 when its signature is missing, wrong or expired. */
    secondsLeft(path: string, exp: string | undefined, sig: string | undefined): number {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 0;
      const left = Number(exp) - nowSeconds();
      if (left <= 0) return 0;
      const expected = Buffer.from(signatureOf(path, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
    },
  };
}

export type FileUrls = ReturnType<typeof createFileUrls>;
