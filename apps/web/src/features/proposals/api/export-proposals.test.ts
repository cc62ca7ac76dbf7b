import { proposalsQuerySchema } from '@oportuna/domain/proposals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { createMemoryStorage } from '../../../testing/memory-storage.ts';
import { EMPTY_PROPOSAL_FILTERS, PROPOSAL_LIST_DEFAULTS } from '../lib/proposal-filters.ts';
import { exportProposals } from './export-proposals.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proposal exports', () => {
  const state = {
    ...initialListState(PROPOSAL_LIST_DEFAULTS),
    page: 4,
    limit: 50,
    filters: {
      ...EMPTY_PROPOSAL_FILTERS,
      states: [{ value: '26', label: 'São Paulo' }],
      statuses: ['open' as const, 'pending' as const],
      types: ['city' as const],
    },
    polygon: [
      [-49, -22],
      [-48, -22],
      [-48, -23],
      [-49, -22],
    ] as [number, number][],
    sort: { key: 'investment', order: 'asc' as const },
  };

  it.each(['xlsx', 'csv'] as const)(
    'asks for every match as %s: the filters, polygon and ordering, without the page',
    async (format) => {
      fetchMock.mockResolvedValue(
        new Response('x', {
          headers: {
            'content-disposition': `attachment; filename="export-proposals-20261121091501.${format}"`,
          },
        }),
      );
      const file = await exportProposals(state, format);
      const url = new URL(String(fetchMock.mock.lastCall?.[0]), 'http://localhost');
      expect(url.pathname).toBe('/api/proposals');
      const params = Object.fromEntries(url.searchParams);
      expect(params).toEqual({
        ufs: '26',
        status: 'open,pending',
        type: 'city',
        coordinates_polygon: JSON.stringify(state.polygon),
        'sort[investment]': 'asc',
        format,
      });
      expect(proposalsQuerySchema.safeParse(params).success).toBe(true);
      expect(file.fileName).toBe(`export-proposals-20261121091501.${format}`);
    },
  );
});
