import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { PoliticianElection } from '@oportuna/domain/politicians';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { notInformed } from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';
import { situationColor } from './politician-profile.tsx';

const placeOf = (election: PoliticianElection) =>
  [election.city?.name, election.state?.uf].filter(Boolean).join(' - ') || notInformed();

/** Every candidacy of the person, newest first; the others open their own record. */
export function PoliticianElections({
  elections,
  currentId,
}: {
  elections: readonly PoliticianElection[];
  currentId: number;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('politicians.detail.elections')}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('politicians.detail.year')}</Table.Th>
              <Table.Th>{t('politicians.detail.office')}</Table.Th>
              <Table.Th>{t('politicians.detail.party')}</Table.Th>
              <Table.Th>{t('politicians.detail.place')}</Table.Th>
              <Table.Th>{t('politicians.detail.situation')}</Table.Th>
              <Table.Th>{t('politicians.detail.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {elections.map((election) => (
              <Table.Tr key={election.id}>
                <Table.Td>{election.year ?? notInformed()}</Table.Td>
                <Table.Td>
                  {election.id === currentId ? (
                    <Text size="sm" fw={600} aria-current="page">
                      {election.political_office.description}
                    </Text>
                  ) : (
                    <Anchor
                      component={Link}
                      to={paths.politicians.detail.getHref(election.id)}
                      size="sm"
                    >
                      {election.political_office.description}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{election.party?.abbreviation ?? notInformed()}</Table.Td>
                <Table.Td>{placeOf(election)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={situationColor(election.situation_label)}>
                    {election.situation_label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={election.is_elected ? 'green' : 'gray'}>
                    {election.is_elected
                      ? t('politicians.detail.elected')
                      : t('politicians.detail.notElected')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
