import { describe, expect, it } from 'vitest';
import { leaderLabel } from './leader-label.ts';

const leader = (party: string | null) => ({
  id: 1,
  name: 'ELAINE',
  political_party: party ? { abbreviation: party } : null,
  meta: { photo: null, electionYear: 2022 },
});

describe('leaderLabel', () => {
  it('reads name - PARTY', () => {
    expect(leaderLabel(leader('MDB'))).toBe('ELAINE - MDB');
  });

  it('gives the name alone without a party, and null without a leader', () => {
    expect(leaderLabel(leader(null))).toBe('ELAINE');
    expect(leaderLabel(null)).toBeNull();
  });
});
