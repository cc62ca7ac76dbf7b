import { Select } from '@mantine/core';
import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_TYPE_LABELS,
  PROPOSAL_TYPES,
} from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { EDITABLE_STATUSES, type EditableStatus } from '../lib/form-values.ts';
import { FieldRow } from './field-row.tsx';

/** The editor's type (fixed: the server keeps it) and status (open, completed or lost). */
export function StatusFields({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <FieldRow>
      <Select
        label={t('proposalForm.type.label')}
        data={PROPOSAL_TYPES.map((type) => ({ value: type, label: PROPOSAL_TYPE_LABELS[type] }))}
        value={values.type}
        disabled
      />
      <Select
        label={t('proposalForm.fields.status')}
        data={EDITABLE_STATUSES.map((status) => ({
          value: status,
          label: PROPOSAL_STATUS_LABELS[status],
        }))}
        value={values.status}
        onChange={(status) => form.change({ status: (status as EditableStatus | null) ?? null })}
        error={errors.status}
        allowDeselect={false}
      />
    </FieldRow>
  );
}
