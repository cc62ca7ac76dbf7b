import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../testing/serve-api.ts';
import { aMessage } from '../testing/an-interest.ts';
import { getInterestMessages } from './get-interest-messages.ts';

afterEach(() => vi.restoreAllMocks());

describe('getInterestMessages', () => {
  it('reads a thread longer than one page to its newest message', async () => {
    const first = Array.from({ length: 200 }, (_, index) => aMessage({ id: index + 1 }));
    const requests = serveApi([
      [/after=200/, Response.json({ data: [aMessage({ id: 201 })], unread_count: 1 })],
      [/messages/, Response.json({ data: first, unread_count: 1 })],
    ]);
    const thread = await getInterestMessages(41);
    expect(thread.data.map((message) => message.id).at(-1)).toBe(201);
    expect(thread.data).toHaveLength(201);
    expect(requests.map((request) => request.target)).toEqual([
      'GET /api/interests/41/messages?limit=200',
      'GET /api/interests/41/messages?limit=200&after=200',
    ]);
  });
});
