import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format-number.ts';
import { LetterAvatar } from '../letter-avatar.tsx';
import { Fact } from './fact.tsx';

export interface LocalityCardProps {
  name: string;
  imageSrc: string | null | undefined;
  /** Under the name: the UF and mayor of a city, the governor of a state. */
  subtitle: ReactNode;
  /** The favourite star and the actions menu. */
  actions: ReactNode;
  description: string;
  descriptionLines: number;
  proposals: { private: number; public: number };
  detailHref: string;
  /** The place's own blocks between its opportunity counts and the details button. */
  children: ReactNode;
}

/** A city or state in a list's card view. */
export function LocalityCard({
  name,
  imageSrc,
  subtitle,
  actions,
  description,
  descriptionLines,
  proposals,
  detailHref,
  children,
}: LocalityCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <LetterAvatar name={name} src={imageSrc} size={56} />
          <Stack gap={2}>
            <Title order={3} fz="lg" lineClamp={1}>
              {name}
            </Title>
            {subtitle}
          </Stack>
        </Group>
        <Group gap={0} wrap="nowrap">
          {actions}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={descriptionLines} mt="sm" mih={descriptionLines * 20}>
        {description}
      </Text>
      <Group grow mt="sm">
        <Fact label={t('locality.card.privateProposals')}>{formatNumber(proposals.private)}</Fact>
        <Fact label={t('locality.card.publicProposals')}>{formatNumber(proposals.public)}</Fact>
      </Group>
      {children}
      <Button component={Link} to={detailHref} variant="light" fullWidth mt="md">
        {t('list.details')}
      </Button>
    </Card>
  );
}
