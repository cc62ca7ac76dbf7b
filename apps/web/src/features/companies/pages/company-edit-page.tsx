import { Paper, Skeleton, Stack } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyText } from '../../../components/locality/empty-text.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCompanyToEdit } from '../api/get-company-to-edit.ts';
import { CompanyNotFound } from '../components/company-not-found.tsx';
import { DataOrigin } from '../components/data-origin.tsx';
import { CompanyEditor } from '../components/edit/company-editor.tsx';
import { companyLoadState } from '../lib/company-load-state.ts';
import { displayName } from '../lib/company-text.ts';

/** /companies/{cnpj}/edit: logo, contacts and attachments of a company. */
export function CompanyEditPage() {
  const { t } = useTranslation();
  const { document = '' } = useParams();
  const company = useCompanyToEdit(document);
  const state = companyLoadState(document, company);
  const data = state === 'ready' ? company.data : undefined;
  const title = data
    ? `${t('companies.edit.title')}: ${displayName(data)}`
    : t('companies.edit.title');

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <BackButton
            to={
              state === 'notFound'
                ? paths.companies.list.getHref()
                : paths.companies.detail.getHref(document)
            }
          />
        }
      />
      {data ? (
        <Stack gap="xs">
          <DataOrigin source={data.source} />
          <CompanyEditor key={data.cnpj} company={data} />
        </Stack>
      ) : null}
      {state === 'loading' ? (
        <Paper withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
          <Skeleton height={240} />
        </Paper>
      ) : null}
      {state === 'notFound' ? <CompanyNotFound /> : null}
      {state === 'failed' ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyText>{MESSAGES.common.noContent}</EmptyText>
        </Paper>
      ) : null}
    </>
  );
}
