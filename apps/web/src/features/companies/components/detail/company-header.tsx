import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { formatCnpj } from '@oportuna/domain/formatting';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../../components/locality/fact.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { notInformed } from '../../../../lib/format-number.ts';
import { fileHref } from '../../lib/company-address.ts';
import {
  activityText,
  displayName,
  isActiveCompany,
  placeText,
  shareCapital,
} from '../../lib/company-text.ts';
import { CompanyTypeBadge } from '../company-type-badge.tsx';
import { DataOrigin } from '../data-origin.tsx';

/** The status words of the badge: Receita's description, else the status code. */
export function statusDescription(company: CompanyDetail): string {
  return company.situacao_descricao || company.status || company.status_reason || notInformed();
}

/**
 * Trade name, CNPJ, head office, foundation, main activity, share capital, the badges Matriz or
 * Filial and 'Empresa {situação}' (active only for ATIVA), with the logo and where the data
 * comes from.
 */
export function CompanyHeader({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const active = isActiveCompany(company);
  const logo = company.url ?? (company.info.logo ? fileHref(company.info.logo) : company.logo);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={displayName(company)}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar
          src={logo}
          size={96}
          radius="md"
          alt={t('companies.detail.logoAlt', { name: displayName(company) })}
        >
          {displayName(company).slice(0, 1)}
        </Avatar>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz="h3">
                {displayName(company)}
              </Title>
              {company.business_name ? <Text c="dimmed">{company.name}</Text> : null}
            </div>
            <Group gap="xs">
              <CompanyTypeBadge type={company.type} size="lg" />
              <Badge
                size="lg"
                variant={active ? 'filled' : 'light'}
                color={active ? 'green' : 'gray'}
                data-active={active}
                tt="none"
              >
                {t('companies.detail.status', { status: statusDescription(company) })}
              </Badge>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Fact label={t('companies.detail.cnpj')}>{formatCnpj(company.cnpj)}</Fact>
            <Fact label={t('companies.detail.headOffice')}>{placeText(company)}</Fact>
            <Fact label={t('companies.detail.foundation')}>{formatDate(company.open_at)}</Fact>
            <Fact label={t('companies.detail.activity')}>
              {activityText(company.main_activity)}
            </Fact>
            <Fact label={t('companies.detail.capital')}>{shareCapital(company.share_capital)}</Fact>
          </SimpleGrid>
          <DataOrigin source={company.source} />
        </Stack>
      </Group>
    </Paper>
  );
}
