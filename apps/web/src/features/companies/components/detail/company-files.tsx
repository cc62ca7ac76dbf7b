import type { CompanyDetail } from '@oportuna/domain/companies';
import { useTranslation } from 'react-i18next';
import { LocalityFiles } from '../../../../components/locality/locality-files.tsx';
import { fileHref } from '../../lib/company-address.ts';

/** 'Arquivos Sobre a Empresa': photos, documents and videos, each group apart. */
export function CompanyFiles({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const files = company.info.multimedia.map((media) => ({
    ...media,
    original_name: media.name,
    url: fileHref(media.path),
  }));
  return (
    <LocalityFiles
      files={files}
      loading={false}
      emptyText={t('companies.detail.noFiles')}
      noContentText={t('companies.detail.noFileInGroup')}
    />
  );
}
