import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../../components/back-button.tsx';
import { SubHeader } from '../../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../../lib/paths.ts';
import { ProposalWizard } from '../components/proposal-wizard.tsx';
import { WizardSuccess } from '../components/wizard-success.tsx';
import { useProposalForm } from '../hooks/use-proposal-form.ts';

/** /proposals/new: the creation wizard, then the success screen. */
export function ProposalNewPage() {
  const { t } = useTranslation();
  const form = useProposalForm();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const title = t('proposalForm.newTitle');

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader title={title} actions={<BackButton to={paths.proposals.list.getHref()} />} />
      {createdId === null ? (
        <ProposalWizard form={form} onCreated={setCreatedId} />
      ) : (
        <WizardSuccess
          id={createdId}
          onReset={() => {
            form.reset();
            setCreatedId(null);
          }}
        />
      )}
    </>
  );
}
