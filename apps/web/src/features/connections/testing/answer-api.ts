import { vi } from 'vitest';

export interface SeenRequest {
  /** 'GET /api/partners/connections?name=…' with the query decoded. */
  target: string;
  url: URL;
}

export type Answer = Response | ((request: SeenRequest) => Response);

/**
 * Stubs fetch: the first route whose pattern matches 'METHOD /path?query' answers; anything
 * else is an empty list. `requests` lists what was asked, in order.
 */
export function answerApi(routes: readonly [RegExp, Answer][]) {
  const requests: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request = { url, target: `${method} ${url.pathname}${decodeURIComponent(url.search)}` };
    requests.push(request);
    for (const [pattern, answer] of routes) {
      if (pattern.test(request.target)) {
        return typeof answer === 'function' ? answer(request) : answer.clone();
      }
    }
    return Response.json([]);
  });
  return {
    requests,
    /** The connections calls' query values, in order. */
    connectionCalls: () =>
      requests
        .filter((request) => request.url.pathname === '/api/partners/connections')
        .map((request) => Object.fromEntries(request.url.searchParams)),
  };
}
