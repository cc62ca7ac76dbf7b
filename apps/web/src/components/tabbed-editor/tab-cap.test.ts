import { EDIT_CONTINUE_CAPS } from '@oportuna/domain/limits';
import { describe, expect, it } from 'vitest';
import { continueTabIndex } from './tab-cap.ts';

describe('continueTabIndex', () => {
  it('moves to the next tab', () => {
    expect(continueTabIndex(0, 4)).toBe(1);
    expect(continueTabIndex(2, 3)).toBe(3);
  });

  it('stays on the last tab of a company opportunity (index 4)', () => {
    expect(continueTabIndex(3, EDIT_CONTINUE_CAPS.companyProposal)).toBe(4);
    expect(continueTabIndex(4, EDIT_CONTINUE_CAPS.companyProposal)).toBe(4);
  });

  it('stays on the last tab of a city opportunity (index 3)', () => {
    expect(continueTabIndex(2, EDIT_CONTINUE_CAPS.cityProposal)).toBe(3);
    expect(continueTabIndex(3, EDIT_CONTINUE_CAPS.cityProposal)).toBe(3);
  });
});
