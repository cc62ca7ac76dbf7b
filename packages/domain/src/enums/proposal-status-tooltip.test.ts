import { describe, expect, it } from 'vitest';
import type { ProposalStatusDates } from './proposal-status-tooltip.ts';
import { proposalStatusTooltip } from './proposal-status-tooltip.ts';

const formatDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

describe('proposalStatusTooltip', () => {
  it.each<[string, ProposalStatusDates, string]>([
    [
      'completed',
      { status: 'completed', completed_at: '2024-03-05T10:00:00Z', lost_at: null },
      'Concretizada em 05/03/2024',
    ],
    [
      'lost',
      { status: 'lost', completed_at: null, lost_at: '2023-12-31T23:00:00Z' },
      'Perdida em 31/12/2023',
    ],
    [
      'lost after a completion shows the loss date',
      { status: 'lost', completed_at: '2023-01-01T00:00:00Z', lost_at: '2023-06-01T00:00:00Z' },
      'Perdida em 01/06/2023',
    ],
    [
      'open after a completion',
      { status: 'open', completed_at: '2024-01-10T00:00:00Z', lost_at: null },
      'Oportunidade foi re-ativada',
    ],
    [
      'open after a loss',
      { status: 'open', completed_at: null, lost_at: '2024-01-10T00:00:00Z' },
      'Oportunidade foi re-ativada',
    ],
    ['plain open', { status: 'open', completed_at: null, lost_at: null }, 'Oportunidade ativa'],
    ['open without date fields', { status: 'open' }, 'Oportunidade ativa'],
    [
      'pending',
      { status: 'pending', completed_at: null, lost_at: null },
      'Oportunidade cadastrada via vitrine econômica, aguardando aprovação',
    ],
    ['completed without a date', { status: 'completed' }, 'Ganha / Concretizada'],
    ['lost without a date', { status: 'lost', lost_at: '' }, 'Perdida'],
  ])('%s', (_case, proposal, expected) => {
    expect(proposalStatusTooltip(proposal, formatDate)).toBe(expected);
  });
});
