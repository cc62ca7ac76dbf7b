import { ActionIcon, Group, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CityListItem, MESSAGES } from '@oportuna/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../../../../components/letter-avatar.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import { ImageCarousel } from '../../../../components/locality/image-carousel.tsx';
import type { LocalityProfile } from '../../../../components/locality/locality-types.ts';
import { TagList } from '../../../../components/locality/tag-list.tsx';
import { TruncatedText } from '../../../../components/locality/truncated-text.tsx';
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
    ...(profile?.images ?? []).map((image) => image.url ?? `/${image.path.replace(/^\/+/, '')}`),
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
      <ImageCarousel images={images} alt={t('locality.photos', { name: city.name })} />
      {description ? (
        <TruncatedText text={description} />
      ) : (
        <EmptyText>{MESSAGES.common.notFilledByCity}</EmptyText>
      )}
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
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('cities.detail.incentives')}
        </Text>
        {city.benefits.length > 0 ? (
          <TagList tags={city.benefits} uppercase />
        ) : (
          <EmptyText>{MESSAGES.common.notFilledByCity}</EmptyText>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('cities.detail.activeOpportunities')}>{count(activeOpportunities)}</Fact>
        <Fact label={t('cities.detail.companies')}>{count(companies)}</Fact>
        <Fact label={t('cities.detail.politiciansCount')}>{count(politicians)}</Fact>
        <Fact label={t('cities.detail.population')}>{formatNumber(city.population)}</Fact>
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('cities.detail.vocations')}
        </Text>
        {city.vocations.length > 0 ? (
          <TagList tags={city.vocations} max={3} color="teal" />
        ) : (
          <EmptyText>{MESSAGES.common.notFilledByCity}</EmptyText>
        )}
      </Stack>
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
