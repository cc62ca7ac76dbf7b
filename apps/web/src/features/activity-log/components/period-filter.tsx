import { Button, Group, TextInput } from '@mantine/core';
import { ACTIVITY_LOG_MESSAGES } from '@oportuna/domain/activity-log';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityPeriod, EMPTY_PERIOD } from '../lib/activity-log-filters.ts';

/** 'De' and 'Até' days; the log narrows when 'Filtrar' is pressed, 'Limpar' shows it all. */
export function PeriodFilter({
  value,
  onApply,
}: {
  value: ActivityPeriod;
  onApply: (period: ActivityPeriod) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const reversed = draft.from !== '' && draft.to !== '' && draft.to < draft.from;

  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onApply(draft);
      }}
    >
      <TextInput
        type="date"
        label={t('activityLog.period.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => {
          const from = event.currentTarget.value;
          setDraft((period) => ({ ...period, from }));
        }}
      />
      <TextInput
        type="date"
        label={t('activityLog.period.to')}
        value={draft.to}
        min={draft.from || undefined}
        error={reversed ? ACTIVITY_LOG_MESSAGES.periodOrder : undefined}
        onChange={(event) => {
          const to = event.currentTarget.value;
          setDraft((period) => ({ ...period, to }));
        }}
      />
      <Button type="submit" variant="light" disabled={reversed}>
        {t('activityLog.period.apply')}
      </Button>
      <Button
        variant="subtle"
        onClick={() => onApply(EMPTY_PERIOD)}
        disabled={value.from === '' && value.to === ''}
      >
        {t('activityLog.period.clear')}
      </Button>
    </Group>
  );
}
