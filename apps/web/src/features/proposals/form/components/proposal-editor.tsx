import { Button, Group, Stack } from '@mantine/core';
import type { Proposal } from '@oportuna/domain/proposals';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TabbedEditor } from '../../../../components/tabbed-editor/tabbed-editor.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useProposalForm } from '../hooks/use-proposal-form.ts';
import { useSaveProposal } from '../hooks/use-save-proposal.ts';
import {
  EDIT_TAB_CAPS,
  EDIT_TABS,
  firstGroupWithError,
  validateSections,
} from '../lib/form-steps.ts';
import { proposalToForm } from '../lib/proposal-to-form.ts';
import { FormSection } from './form-section.tsx';
import { StatusFields } from './status-fields.tsx';

/** The editor of a stored opportunity: 5 tabs for a private one, 4 for a public one. */
export function ProposalEditor({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useProposalForm(proposalToForm(proposal));
  const { save } = useSaveProposal(proposal.id);
  const [active, setActive] = useState(0);
  const [incentiveToggled, setIncentiveToggled] = useState(false);
  const tabs = EDIT_TABS[proposal.type];
  const groups = tabs.map((tab) => tab.sections);

  const showFirstError = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const tab = firstGroupWithError(groups, errors);
    if (tab >= 0) setActive(tab);
  };

  const onSave = async (): Promise<boolean> => {
    const errors = validateSections(groups.flat(), form.values);
    if (Object.keys(errors).length > 0) {
      showFirstError(errors);
      return false;
    }
    const outcome = await save(form.values);
    if (!outcome.ok) showFirstError(outcome.errors);
    return outcome.ok;
  };

  return (
    <TabbedEditor
      active={active}
      onActiveChange={setActive}
      lastIndex={EDIT_TAB_CAPS[proposal.type]}
      onSave={onSave}
      onConcluded={() => navigate(paths.proposals.list.getHref())}
      labels={{
        saveAndContinue: t('proposalForm.editor.saveAndContinue'),
        saveAndConclude: t('proposalForm.editor.saveAndConclude'),
      }}
      tabs={tabs.map((tab, index) => ({
        key: tab.key,
        label: t(`proposalForm.editor.tabs.${tab.key}`),
        content: (
          <Stack gap="xl">
            {tab.sections.map((section, position) => (
              <FormSection
                key={section}
                section={section}
                form={form}
                cepMask="cepDotted"
                header={index === 0 && position === 0 ? <StatusFields form={form} /> : undefined}
                onIncentiveToggle={() => setIncentiveToggled(true)}
              />
            ))}
            {proposal.type === 'city' && index === 0 && incentiveToggled ? (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  rightSection={<IconArrowRight size={18} />}
                  onClick={() => setActive(1)}
                >
                  {t('proposalForm.editor.advance')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ),
      }))}
    />
  );
}
