/** Where a step wizard stands: the step shown and the steps already left by advancing. */
export interface WizardState {
  active: number;
  visited: readonly number[];
}

export const initialWizardState: WizardState = { active: 0, visited: [] };

/** Advancing marks the current step as visited and shows the next one (never past the last). */
export function nextStep(state: WizardState, stepCount: number): WizardState {
  const visited = state.visited.includes(state.active)
    ? state.visited
    : [...state.visited, state.active];
  return { active: Math.min(state.active + 1, Math.max(stepCount - 1, 0)), visited };
}

/** Going back shows the previous step and leaves the visited list as it was. */
export function previousStep(state: WizardState): WizardState {
  return { ...state, active: Math.max(state.active - 1, 0) };
}

/** Jumps back to an earlier step (to show an error there); the visited list is kept. */
export function goToStep(state: WizardState, index: number): WizardState {
  return { ...state, active: Math.max(0, Math.min(index, state.active)) };
}

/** A step is highlighted once visited, and while it is the one shown. */
export function isStepHighlighted(state: WizardState, index: number): boolean {
  return index === state.active || state.visited.includes(index);
}
