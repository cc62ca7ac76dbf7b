import { vi } from 'vitest';

type Answer = Response | (() => Response);

/**
 * Stubs fetch: the first pattern matching 'GET /path?query' answers, anything else is a 404.
 * Returns the targets asked for, in order.
 */
export function serveLogApi(routes: readonly [RegExp, Answer][]) {
  const targets: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const target = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${decodeURIComponent(url.search)}`;
    targets.push(target);
    const answer = routes.find(([pattern]) => pattern.test(target))?.[1];
    if (!answer) return Response.json({ message: 'not found' }, { status: 404 });
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  return targets;
}
