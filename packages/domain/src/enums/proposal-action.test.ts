import { describe, expect, it } from 'vitest';
import type { ProposalAction } from './proposal-action.ts';
import { canApplyProposalAction, PROPOSAL_ACTION_RULES } from './proposal-action.ts';
import type { ProposalStatus } from './proposal-status.ts';

describe('canApplyProposalAction', () => {
  it.each<[ProposalStatus, ProposalAction, boolean]>([
    ['open', 'complete', true],
    ['pending', 'complete', false],
    ['completed', 'complete', false],
    ['open', 'lost', true],
    ['pending', 'lost', true],
    ['completed', 'lost', true],
    ['lost', 'lost', false],
    ['lost', 'reopen', true],
    ['completed', 'reopen', true],
    ['pending', 'reopen', false],
    ['open', 'reopen', false],
    ['pending', 'approve', true],
    ['open', 'approve', false],
  ])('%s + %s → %s', (status, action, expected) => {
    expect(canApplyProposalAction(status, action)).toBe(expected);
  });

  it.each<[ProposalAction, ProposalStatus, string]>([
    ['complete', 'completed', 'Oportunidade concluída!'],
    ['lost', 'lost', 'Oportunidade perdida!'],
    ['reopen', 'open', 'Oportunidade re-ativada!'],
    ['approve', 'open', 'Oportunidade aprovada e ativada.'],
  ])('%s leads to %s with "%s"', (action, target, message) => {
    expect(PROPOSAL_ACTION_RULES[action].to).toBe(target);
    expect(PROPOSAL_ACTION_RULES[action].successMessage).toBe(message);
  });
});
