import { useTranslation } from 'react-i18next';
import { StepWizard } from '../../../../components/wizard/step-wizard.tsx';
import { useWizard } from '../../../../components/wizard/use-wizard.ts';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { useSubmitProposal } from '../hooks/use-submit-proposal.ts';
import {
  firstGroupWithError,
  SECTION_VALIDATORS,
  type SectionKey,
  WIZARD_STEPS,
} from '../lib/form-steps.ts';
import { canLeaveCityLocation } from '../lib/step-validators.ts';
import { FormSection } from './form-section.tsx';

const TYPE_ONLY: readonly SectionKey[] = ['type'];

export interface ProposalWizardProps {
  form: ProposalForm;
  onCreated: (id: number) => void;
}

/** The creation wizard: the type first, then the steps of a public or a private opportunity. */
export function ProposalWizard({ form, onCreated }: ProposalWizardProps) {
  const { t } = useTranslation();
  const steps = form.values.type ? WIZARD_STEPS[form.values.type] : TYPE_ONLY;
  const wizard = useWizard(steps.length);
  const { submit, submitting } = useSubmitProposal();
  const section = steps[wizard.state.active] ?? 'type';
  const isLast = wizard.state.active === steps.length - 1 && section === 'review';

  const onNext = async () => {
    const errors = SECTION_VALIDATORS[section](form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    if (!isLast) {
      wizard.next();
      return;
    }
    const outcome = await submit(form.values);
    if (outcome.ok) {
      onCreated(outcome.id);
      wizard.reset();
      return;
    }
    form.setErrors(outcome.errors);
    const step = firstGroupWithError(
      steps.map((key) => [key]),
      outcome.errors,
    );
    if (step >= 0) wizard.goTo(step);
  };

  return (
    <StepWizard
      steps={steps.map((key) => t(`proposalForm.steps.${key}`))}
      state={wizard.state}
      labels={{
        step: (number) => t('proposalForm.wizard.stepNumber', { number }),
        steps: t('proposalForm.wizard.steps'),
        previous: t('proposalForm.wizard.previous'),
        next: t('proposalForm.wizard.next'),
        finish: t('proposalForm.wizard.finish'),
      }}
      onPrevious={wizard.previous}
      onNext={() => void onNext()}
      nextDisabled={section === 'cityLocation' && !canLeaveCityLocation(form.values)}
      busy={submitting}
      isLastStep={isLast}
    >
      <FormSection section={section} form={form} />
    </StepWizard>
  );
}
