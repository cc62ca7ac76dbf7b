import { Button } from '@mantine/core';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import type { Proposal } from '@oportuna/domain/proposals';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';
import { MapPanel } from '../../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../../components/map/map-types.ts';
import { proposalMapPoint } from '../../../../components/map/proposal-map-point.ts';
import { paths } from '../../../../lib/paths.ts';

const MAP_HEIGHT = 320;

/**
 * The proposal's point at zoom 16 in its municipality's outline, with 'Ver cidade' (spec: 'View city') leading to
 * the municipality.
 */
export function ProposalLocationMap({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const { coordinates } = proposal;
  const points = useMemo<MapPoint[]>(
    () => (coordinates ? [proposalMapPoint(proposal, coordinates)] : []),
    [proposal, coordinates],
  );
  const viewCity = proposal.city ? (
    <Button
      component={Link}
      to={paths.cities.detail.getHref(proposal.city.id)}
      size="xs"
      variant="light"
      leftSection={<IconMapPin size={16} />}
    >
      {t('proposals.detail.viewCity')}
    </Button>
  ) : undefined;
  return (
    <SectionCard title={t('proposals.detail.location')} action={viewCity}>
      {coordinates ? (
        <MapPanel
          points={points}
          height={MAP_HEIGHT}
          drillDown={false}
          outlineCityId={proposal.city?.id ?? null}
          initialView={{
            longitude: coordinates[0],
            latitude: coordinates[1],
            zoom: MAP_DEFAULTS.proposalDetailZoom,
          }}
        />
      ) : (
        <EmptyText>{t('common.notInformed')}</EmptyText>
      )}
    </SectionCard>
  );
}
