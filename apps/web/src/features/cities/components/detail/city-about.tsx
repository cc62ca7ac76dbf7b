import { ActionIcon, Group, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CityListItem } from '@oportuna/domain/cities';
import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../../../../components/letter-avatar.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import {
  LocalityIntro,
  profileImageUrls,
} from '../../../../components/locality/locality-intro.tsx';
import { TagSection } from '../../../../components/locality/tag-section.tsx';
import { formatDate, formatNumber } from '../../../../lib/format.ts';

export interface CityAboutProps {
  city: CityListItem;
  profile: LocalityProfile | undefined;
  activeOpportunities: number | undefined;
  companies: number | undefined;
  politicians: number | undefined;
}

/** 'Sobre o município': photos, description, mayor, incentives, counts, vocations, law date. */
export function CityAbout({
  city,
  profile,
  activeOpportunities,
  companies,
  politicians,
}: CityAboutProps) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const images = [
    ...profileImageUrls(profile),
    ...(city.featured_image ? [city.featured_image] : []),
  ];
  const description = profile?.description || city.summary || city.wiki_description;
  const lawDate = city.demographic_data?.find(
    (entry) => entry.indicator === 'liberdade_economica',
  )?.value;
  const count = (value: number | undefined) =>
    value === undefined ? notInformed : formatNumber(value);

  return (
    <Stack gap="md">
      <LocalityIntro
        name={city.name}
        images={images}
        description={description}
        emptyText={MESSAGES.common.notFilledByCity}
      />
      <Group gap="sm" wrap="nowrap">
        <LetterAvatar name={city.mayor?.name ?? '?'} src={city.mayor?.meta.photo} size={48} />
        <Fact label={t('cities.detail.mayor')}>
          {city.mayor ? (
            <>
              {city.mayor.name}
              <Text span size="sm" c="dimmed" fw={400}>
                {city.mayor.political_party ? ` · ${city.mayor.political_party.abbreviation}` : ''}
                {city.mayor.meta.electionYear
                  ? ` · ${t('locality.electionYear', { year: city.mayor.meta.electionYear })}`
                  : ''}
              </Text>
            </>
          ) : (
            notInformed
          )}
        </Fact>
      </Group>
      <TagSection
        label={t('cities.detail.incentives')}
        tags={city.benefits}
        uppercase
        empty={<EmptyText>{MESSAGES.common.notFilledByCity}</EmptyText>}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('cities.detail.activeOpportunities')}>{count(activeOpportunities)}</Fact>
        <Fact label={t('cities.detail.companies')}>{count(companies)}</Fact>
        <Fact label={t('cities.detail.politiciansCount')}>{count(politicians)}</Fact>
        <Fact label={t('cities.detail.population')}>{formatNumber(city.population)}</Fact>
      </SimpleGrid>
      <TagSection
        label={t('cities.detail.vocations')}
        tags={city.vocations}
        max={3}
        color="teal"
        empty={<EmptyText>{MESSAGES.common.notFilledByCity}</EmptyText>}
      />
      <Group gap={4} align="flex-end">
        <Fact label={t('cities.detail.economicFreedomLaw')}>
          {typeof lawDate === 'string' ? formatDate(lawDate) : notInformed}
        </Fact>
        <Popover width={280} withArrow position="top">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('cities.detail.economicFreedomInfoLabel')}
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{t('cities.detail.economicFreedomInfo')}</Text>
          </Popover.Dropdown>
        </Popover>
      </Group>
    </Stack>
  );
}
