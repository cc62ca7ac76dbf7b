import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyListItem } from '@oportuna/domain/companies';
import { formatCnpj } from '@oportuna/domain/formatting';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import {
  activityText,
  displayName,
  isActiveCompany,
  placeText,
  shareCapital,
} from '../lib/company-text.ts';
import { CompanyActionsMenu } from './company-actions-menu.tsx';
import { CompanyTypeBadge } from './company-type-badge.tsx';

/** A company in the card view: names, CNPJ, activity, foundation, capital and place. */
export function CompanyCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company.logo} radius="sm" alt="">
              {displayName(company).slice(0, 1)}
            </Avatar>
            <div>
              <Anchor
                component={Link}
                to={paths.companies.detail.getHref(company.cnpj)}
                fw={600}
                lineClamp={2}
              >
                {displayName(company)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatCnpj(company.cnpj)}
              </Text>
            </div>
          </Group>
          <CompanyActionsMenu company={company} />
        </Group>
        {company.business_name ? (
          <Text size="sm" lineClamp={1}>
            {company.name}
          </Text>
        ) : null}
        <Group gap="xs">
          <CompanyTypeBadge type={company.type} />
          {company.status ? (
            <Badge
              variant="light"
              color={isActiveCompany(company) ? 'green' : 'gray'}
              tt="none"
              w="fit-content"
            >
              {company.status}
            </Badge>
          ) : null}
        </Group>
        <CardFact
          label={t('companies.card.activity')}
          value={activityText(company.main_activity)}
        />
        <CardFact label={t('companies.card.foundation')} value={formatDate(company.open_at)} />
        <CardFact label={t('companies.card.capital')} value={shareCapital(company.share_capital)} />
        <CardFact label={t('companies.card.location')} value={placeText(company)} />
      </Stack>
    </Paper>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" lineClamp={2}>
        {value}
      </Text>
    </div>
  );
}
