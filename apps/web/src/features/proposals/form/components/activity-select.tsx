import { Select } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { mergeOptions } from '../../../../components/selectors/options.ts';
import { useActivities } from '../api/get-activities.ts';

export interface ActivitySelectProps {
  code: string;
  label: string;
  onChange: (code: string, label: string) => void;
  error?: string | undefined;
}

/** The company's main activity, chosen from the CNAE list by code or text. */
export function ActivitySelect({ code, label, onChange, error }: ActivitySelectProps) {
  const { t } = useTranslation();
  const activities = useActivities();
  const options = mergeOptions(
    code ? [{ value: code, label: label || code }] : [],
    activities.data ?? [],
  );
  return (
    <Select
      label={t('proposalForm.fields.mainActivity')}
      data={options}
      value={code || null}
      onChange={(selected) => {
        const option = options.find((item) => item.value === selected);
        onChange(option?.value ?? '', option?.label ?? '');
      }}
      placeholder={activities.isPending ? MESSAGES.common.loading : undefined}
      nothingFoundMessage={
        activities.isPending ? MESSAGES.common.loading : MESSAGES.common.noItemFound
      }
      error={error}
      withAsterisk
      searchable
      limit={100}
    />
  );
}
