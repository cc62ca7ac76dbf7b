import { Text } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/locality/section-card.tsx';

/** 'Sobre a Empresa': the description the company's editors wrote, as typed; none, no block. */
export function CompanyAbout({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const description = company.info.description?.trim();
  if (!description) return null;
  return (
    <SectionCard title={t('companies.detail.about')}>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{description}</Text>
    </SectionCard>
  );
}
