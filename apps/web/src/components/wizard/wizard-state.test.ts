import { describe, expect, it } from 'vitest';
import {
  goToStep,
  initialWizardState,
  isStepHighlighted,
  nextStep,
  previousStep,
} from './wizard-state.ts';

describe('wizard state', () => {
  it('starts on the first step with nothing visited', () => {
    expect(initialWizardState).toEqual({ active: 0, visited: [] });
  });

  it('adds the current step to the visited list when advancing', () => {
    const second = nextStep(initialWizardState, 6);
    expect(second).toEqual({ active: 1, visited: [0] });
    expect(nextStep(second, 6)).toEqual({ active: 2, visited: [0, 1] });
  });

  it('does not touch the visited list when going back', () => {
    const third = nextStep(nextStep(initialWizardState, 6), 6);
    const back = previousStep(third);
    expect(back).toEqual({ active: 1, visited: [0, 1] });
    expect(previousStep(previousStep(back))).toEqual({ active: 0, visited: [0, 1] });
  });

  it('records a step once when it is left again', () => {
    const again = nextStep(previousStep(nextStep(initialWizardState, 6)), 6);
    expect(again).toEqual({ active: 1, visited: [0] });
  });

  it('never goes past the last step', () => {
    let state = initialWizardState;
    for (let index = 0; index < 10; index += 1) state = nextStep(state, 7);
    expect(state.active).toBe(6);
  });

  it('jumps back to an earlier step only', () => {
    const fourth = { active: 3, visited: [0, 1, 2] };
    expect(goToStep(fourth, 1)).toEqual({ active: 1, visited: [0, 1, 2] });
    expect(goToStep(fourth, 5)).toEqual(fourth);
  });

  it('highlights visited steps and the current one', () => {
    const state = { active: 1, visited: [0, 1, 2] };
    expect([0, 1, 2, 3].map((index) => isStepHighlighted(state, index))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
