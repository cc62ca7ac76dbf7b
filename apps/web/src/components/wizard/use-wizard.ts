import { useCallback, useMemo, useState } from 'react';
import {
  goToStep,
  initialWizardState,
  nextStep,
  previousStep,
  type WizardState,
} from './wizard-state.ts';

export interface WizardControls {
  state: WizardState;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  reset: () => void;
}

export function useWizard(stepCount: number): WizardControls {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const next = useCallback(() => setState((current) => nextStep(current, stepCount)), [stepCount]);
  const previous = useCallback(() => setState(previousStep), []);
  const goTo = useCallback((index: number) => setState((current) => goToStep(current, index)), []);
  const reset = useCallback(() => setState(initialWizardState), []);
  return useMemo(
    () => ({ state, next, previous, goTo, reset }),
    [state, next, previous, goTo, reset],
  );
}
