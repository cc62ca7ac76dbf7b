import { Anchor, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { landEstimatedTotal, type Proposal } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';
import { formatBRL } from '../../../../lib/format.ts';
import { proposalAddress } from '../../lib/proposal-text.ts';

type Benefit = Proposal['benefits'][number];

/** A terreno's land: identification, area, the value per m² as typed and times the area, map. */
function LandDetails({ benefit }: { benefit: Benefit }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
      <Fact label={t('proposals.detail.land.identification')}>
        {benefit.identification || notInformed}
      </Fact>
      <Fact label={t('proposals.detail.land.area')}>
        {benefit.area ? t('proposals.detail.land.areaValue', { area: benefit.area }) : notInformed}
      </Fact>
      {benefit.area ? (
        <>
          <Fact label={t('proposals.detail.land.estimatedValuePerSquareMeter')}>
            {formatBRL(benefit.estimated_value)}
          </Fact>
          <Fact label={t('proposals.detail.land.estimatedTotal')}>
            {formatBRL(landEstimatedTotal(benefit))}
          </Fact>
        </>
      ) : (
        <Fact label={t('proposals.detail.land.estimatedValue')}>
          {formatBRL(benefit.estimated_value)}
        </Fact>
      )}
      <Fact label={t('proposals.detail.land.restrictions')}>
        {benefit.restrictions || notInformed}
      </Fact>
      {benefit.url_map ? (
        <Anchor href={benefit.url_map} target="_blank" rel="noopener noreferrer" size="sm">
          {t('proposals.detail.land.map')}
        </Anchor>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * What the opportunity offers and where: each incentive with its description (a private
 * opportunity describes its project instead), then the address.
 */
export function ProposalIncentives({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const address = proposalAddress(proposal.address);
  const isCompany = proposal.type === 'company';
  const title = isCompany
    ? t('proposals.detail.projectDescription')
    : t('proposals.detail.incentivesDescription');
  return (
    <SectionCard title={title}>
      <Stack gap="md">
        {isCompany ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {proposal.project?.description || t('common.notInformed')}
          </Text>
        ) : proposal.benefits.length === 0 ? (
          <EmptyText>{t('common.notInformed')}</EmptyText>
        ) : (
          proposal.benefits.map((benefit, index) => (
            <Stack key={benefit.id} gap={2}>
              {index > 0 ? <Divider mb="xs" /> : null}
              <Text fw={600} size="sm">
                {benefit.type_description}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {benefit.description}
              </Text>
              {benefit.type === 'terreno' ? <LandDetails benefit={benefit} /> : null}
            </Stack>
          ))
        )}
        {address || !isCompany ? (
          <Fact label={t('proposals.detail.address')}>{address ?? t('common.notInformed')}</Fact>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
