import { Select, Stack, Textarea } from '@mantine/core';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  type ProjectCategory,
} from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/masked-input/money-input.tsx';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import { FieldRow } from './field-row.tsx';

/** Descrição of a private opportunity: category, investments and a short description. */
export function ProjectDescriptionSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { values, errors, change } = form;
  // Either amount may make the pair wrong (the required one above the total), so both are checked.
  const checkAmounts = () =>
    checkOnBlur(
      form,
      'projectDescription',
      { key: 'total_investment', value: values.total_investment },
      { key: 'required_investment', value: values.required_investment },
    );
  return (
    <Stack gap="md">
      <Select
        label={t('proposalForm.fields.projectCategory')}
        data={PROJECT_CATEGORIES.map((category) => ({
          value: category,
          label: PROJECT_CATEGORY_LABELS[category],
        }))}
        value={values.project_category}
        onChange={(category) =>
          change({ project_category: (category as ProjectCategory | null) ?? null })
        }
        error={errors.project_category}
        withAsterisk
      />
      <FieldRow>
        <MoneyInput
          label={t('proposalForm.fields.totalInvestment')}
          value={values.total_investment}
          onChange={(total_investment) => change({ total_investment })}
          onBlur={checkAmounts}
          error={errors.total_investment}
          withAsterisk
        />
        <MoneyInput
          label={t('proposalForm.fields.requiredInvestment')}
          value={values.required_investment}
          onChange={(required_investment) => change({ required_investment })}
          onBlur={checkAmounts}
          error={errors.required_investment}
          withAsterisk
        />
      </FieldRow>
      <Textarea
        label={t('proposalForm.fields.projectDescription')}
        value={values.private_proposal_description}
        onChange={(event) => change({ private_proposal_description: event.currentTarget.value })}
        error={errors.private_proposal_description}
        description={t('proposalForm.fields.characterCount', {
          count: values.private_proposal_description.length,
          max: FIELD_LIMITS.projectDescriptionMax,
        })}
        withAsterisk
        autosize
        minRows={4}
      />
    </Stack>
  );
}
