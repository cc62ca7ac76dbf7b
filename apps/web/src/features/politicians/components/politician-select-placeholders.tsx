import { TextInput } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import type { PoliticianFilters } from '../lib/politician-filters.ts';

/** The selects' labelled boxes while their code loads, so the form keeps its shape. */
export function PoliticianSelectPlaceholders({ draft }: { draft: PoliticianFilters }) {
  const { t } = useTranslation();
  const labels = [
    t('politicians.filters.office'),
    t('politicians.filters.party'),
    t('politicians.filters.state'),
    ...(draft.state ? [t('politicians.filters.city')] : []),
  ];
  return (
    <>
      {labels.map((label) => (
        <TextInput key={label} label={label} placeholder={MESSAGES.common.loading} readOnly />
      ))}
    </>
  );
}
