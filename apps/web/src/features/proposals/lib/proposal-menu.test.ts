import type { ProposalStatus } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import { proposalMenuEntries } from './proposal-menu.ts';

const entries = (status: ProposalStatus, canEdit: boolean, allowDelete = true) =>
  proposalMenuEntries({ status, has_permission_to_edit: canEdit }, { allowDelete });

describe('proposalMenuEntries', () => {
  it.each<[ProposalStatus, string[]]>([
    ['open', ['details', 'complete', 'lost', 'favorite', 'edit', 'delete']],
    ['pending', ['details', 'approve', 'lost', 'favorite', 'edit', 'delete']],
    ['completed', ['details', 'reopen', 'lost', 'favorite', 'edit', 'delete']],
    ['lost', ['details', 'reopen', 'favorite', 'edit', 'delete']],
  ])('offers an editor of a %s proposal %j', (status, expected) => {
    expect(entries(status, true)).toEqual(expected);
  });

  it.each<ProposalStatus>(['open', 'pending', 'completed', 'lost'])(
    'offers only details and the favourite without edit permission (%s)',
    (status) => {
      expect(entries(status, false)).toEqual(['details', 'favorite']);
    },
  );

  it('leaves Excluir out of the card menu', () => {
    expect(entries('open', true, false)).toEqual([
      'details',
      'complete',
      'lost',
      'favorite',
      'edit',
    ]);
  });
});
