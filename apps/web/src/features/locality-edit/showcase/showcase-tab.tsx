import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShowcaseStatus } from '@oportuna/domain/showcase';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { embedSnippets } from './embed-snippets.ts';
import { useGenerateShowcase, useShowcaseStatus } from './use-showcase.ts';

export interface ShowcaseTabProps {
  kind: 'city' | 'state';
  /** The city's or state's id (GET /api/cities/:id/showcase, /api/states/:id/showcase). */
  id: number;
  /** The IBGE code (7 digits a city, 2 a state). */
  code: string;
}

/** The 'Vitrine Econômica' tab of the locality editor. */
export function ShowcaseTab({ kind, id, code }: ShowcaseTabProps) {
  const { t } = useTranslation();
  const status = useShowcaseStatus(kind, id);
  const generate = useGenerateShowcase(kind, id, code);

  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () => notify.success(t('showcase.generated')),
      onError: (error) =>
        notify.error(error instanceof Error ? error.message : t('showcase.generateFailed')),
    });

  return (
    <Stack gap="lg">
      <Title order={3}>{t('showcase.title')}</Title>
      <Text c="dimmed">{t('showcase.intro')}</Text>
      <Group>
        <Button onClick={run} loading={generate.isPending}>
          {t('showcase.generate')}
        </Button>
      </Group>
      {status.isError ? (
        <Alert color="red">{t('showcase.loadFailed')}</Alert>
      ) : status.data ? (
        <Published status={status.data} />
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}

function Published({ status }: { status: ShowcaseStatus }) {
  const { t } = useTranslation();
  if (status.url === null) return <Text>{t('showcase.notGenerated')}</Text>;
  const snippets = embedSnippets(status.url);
  return (
    <Stack gap="md">
      <Group gap="md">
        <Anchor href={status.url} target="_blank" rel="noopener noreferrer">
          {t('showcase.view')}
        </Anchor>
        {status.published_at ? (
          <Text size="sm" c="dimmed">
            {t('showcase.publishedAt', { date: formatDateTime(status.published_at) })}
          </Text>
        ) : null}
      </Group>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('showcase.url')}
          value={status.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={status.url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('showcase.copied') : t('showcase.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>

      <Title order={4}>{t('showcase.embedTitle')}</Title>
      <Accordion variant="separated" multiple>
        {(['iframe', 'nginx', 'apache'] as const).map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control>{t(`showcase.${item}.title`)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm">{t(`showcase.${item}.body`)}</Text>
                <Code block>{snippets[item]}</Code>
                <Text size="sm" c="dimmed">
                  {t('showcase.allowedNote')}
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      <Title order={4}>{t('showcase.allowedTitle')}</Title>
      {status.allowed_origins.length === 0 ? (
        <Text>{t('showcase.allowedEmpty')}</Text>
      ) : (
        <Stack gap={2} component="ul" m={0}>
          {status.allowed_origins.map((origin) => (
            <Text key={origin} component="li" ff="monospace">
              {origin}
            </Text>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.whitelabel.getHref()}>
        {t('showcase.allowedLink')}
      </Anchor>
    </Stack>
  );
}
