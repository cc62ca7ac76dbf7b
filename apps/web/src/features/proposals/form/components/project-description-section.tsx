import { MultiSelect, Select, Stack, Textarea } from '@mantine/core';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  type ProjectCategory,
} from '@oportuna/domain/proposals';
import { BRAZIL_STATES } from '@oportuna/domain/states';
import { useTranslation } from 'react-i18next';
import { AreaInput } from '../../../../components/masked-input/area-input.tsx';
import { MoneyInput } from '../../../../components/masked-input/money-input.tsx';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import { FieldRow } from './field-row.tsx';

/** The 27 states by name, each showing its UF; the value is the UF. */
const STATE_CHOICES = BRAZIL_STATES.map((state) => ({
  value: state.uf,
  label: `${state.name} (${state.uf})`,
}));

/**
 * Descrição of a private opportunity: category, investments, a short description, and what
 * matching places reads (the land needed and the states of interest, docs/matching.md).
 */
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
      <FieldRow>
        <AreaInput
          label={t('proposalForm.fields.requiredArea')}
          value={values.required_area_m2}
          onChange={(required_area_m2) => change({ required_area_m2 })}
          onBlur={() =>
            checkOnBlur(form, 'projectDescription', {
              key: 'required_area_m2',
              value: values.required_area_m2,
            })
          }
          error={errors.required_area_m2}
        />
        <MultiSelect
          label={t('proposalForm.fields.preferredUfs')}
          description={t('proposalForm.fields.preferredUfsHint')}
          data={STATE_CHOICES}
          value={values.preferred_ufs}
          onChange={(preferred_ufs) => change({ preferred_ufs })}
          error={errors.preferred_ufs}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
      </FieldRow>
    </Stack>
  );
}
