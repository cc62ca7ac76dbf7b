import type { ProposalStatusDates } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import { statusDisplay } from './proposal-status.ts';

describe('statusDisplay', () => {
  it.each<[string, ProposalStatusDates, string, string]>([
    ['an open one', { status: 'open' }, 'Ativa', 'Oportunidade ativa'],
    [
      'a re-opened one (it kept its old completion date)',
      { status: 'open', completed_at: '2026-03-05T15:00:00Z', lost_at: null },
      'Ativa',
      'Oportunidade foi re-ativada',
    ],
    [
      'a re-opened one (it kept its old loss date)',
      { status: 'open', completed_at: null, lost_at: '2026-03-05T15:00:00Z' },
      'Ativa',
      'Oportunidade foi re-ativada',
    ],
    [
      'a completed one',
      { status: 'completed', completed_at: '2026-03-05T15:00:00Z' },
      'Ganha / Concretizada',
      'Concretizada em 05/03/2026',
    ],
    [
      'a lost one',
      { status: 'lost', lost_at: '2025-12-31', completed_at: '2025-01-02' },
      'Perdida',
      'Perdida em 31/12/2025',
    ],
    [
      'a pending one',
      { status: 'pending' },
      'Pendente - Aguardando aprovação',
      'Oportunidade cadastrada via vitrine econômica, aguardando aprovação',
    ],
  ])('shows %s', (_, proposal, label, tooltip) => {
    expect(statusDisplay(proposal)).toMatchObject({ label, tooltip });
  });

  it('gives every status its own colour', () => {
    const colors = (['open', 'pending', 'completed', 'lost'] as const).map(
      (status) => statusDisplay({ status }).color,
    );
    expect(new Set(colors).size).toBe(4);
  });
});
