import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notInformed } from '../../../../lib/format-number.ts';
import { paths } from '../../../../lib/paths.ts';

/**
 * 'Quadro Societário': each partner with qualification and a link to its connections graph,
 * a partner that is itself a company in the registry named by a link to that company;
 * 'Dado indisponível' with the LGPD notice when the source gives none.
 */
export function CompanyPartners({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  if (company.partners.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{MESSAGES.companies.partnersUnavailable}</Text>
        <Text size="sm" c="dimmed">
          {MESSAGES.companies.partnersLgpd}
        </Text>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companies.detail.partnerName')}</Table.Th>
            <Table.Th>{t('companies.detail.partnerQualification')}</Table.Th>
            <Table.Th>{t('companies.detail.partnerConnections')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.partners.map((partner) => (
            <Table.Tr key={partner.id}>
              <Table.Td>
                {partner.company_cnpj ? (
                  <Anchor
                    component={Link}
                    to={paths.companies.detail.getHref(partner.company_cnpj)}
                    size="sm"
                  >
                    {partner.name}
                  </Anchor>
                ) : (
                  partner.name
                )}
              </Table.Td>
              <Table.Td>{partner.qualification ?? notInformed()}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.corporateConnections.getHref({
                    name: partner.name,
                    document: partner.document ?? undefined,
                  })}
                  size="sm"
                  aria-label={`${t('companies.detail.viewConnections')}: ${partner.name}`}
                >
                  {t('companies.detail.viewConnections')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
