import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  /** 'GET /api/customers?page=1&limit=25', the query decoded. */
  target: string;
  body: unknown;
}

type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>);

/**
 * Stubs fetch: the first pattern matching 'METHOD /path?query' answers; anything else is an
 * empty list. `requests` lists what was asked, in order.
 */
export function serveApi(routes: readonly [RegExp, Answer][]) {
  const requests: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = {
      method,
      target: `${method} ${url.pathname}${decodeURIComponent(url.search)}`,
      body,
    };
    requests.push(request);
    for (const [pattern, answer] of routes) {
      if (pattern.test(request.target)) {
        return typeof answer === 'function' ? answer(request) : answer.clone();
      }
    }
    return Response.json({ data: [], total: 0, total_without_filter: 0, available_ordering: [] });
  });
  return requests;
}
