import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Customer } from '@oportuna/domain/customers';
import { MESSAGES } from '@oportuna/domain/messages';
import { normalizeOrigin, SHOWCASE_LIMITS } from '@oportuna/domain/showcase';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveShowcaseOrigins } from '../api/save-showcase-origins.ts';

/**
 * The sites allowed to embed the customer's economic showcases: each an origin
 * (https://site.exemplo), checked here and again by the API, saved with 'Salvar sites'.
 */
export function ShowcaseOriginsEditor({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const save = useSaveShowcaseOrigins(customer.id);
  const [origins, setOrigins] = useState<string[]>(customer.showcase_allowed_origins);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const origin = normalizeOrigin(typed);
    if (origin === null) return setError(MESSAGES.showcase.invalidOrigin);
    if (origins.includes(origin)) return setError(MESSAGES.showcase.duplicateOrigin);
    if (origins.length >= SHOWCASE_LIMITS.allowedOrigins) {
      return setError(MESSAGES.showcase.tooManyOrigins(SHOWCASE_LIMITS.allowedOrigins));
    }
    setOrigins([...origins, origin]);
    setTyped('');
    setError(null);
  };

  const store = () =>
    save.mutate(origins, {
      onSuccess: () => notify.success(t('showcase.origins.saved')),
      onError: (failure) =>
        notify.error(
          isApiError(failure)
            ? (Object.values(failure.fields ?? {})[0] ?? failure.message)
            : t('showcase.origins.saveFailed'),
        ),
    });

  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md" maw={640}>
        <Title order={3}>{t('showcase.origins.title')}</Title>
        <Text c="dimmed">{t('showcase.origins.intro')}</Text>
        {origins.length === 0 ? (
          <Text>{t('showcase.origins.empty')}</Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {origins.map((origin) => (
              <Group key={origin} component="li" justify="space-between" wrap="nowrap">
                <Text ff="monospace">{origin}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('showcase.origins.remove', { origin })}
                  onClick={() => setOrigins(origins.filter((o) => o !== origin))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('showcase.origins.newLabel')}
            placeholder={t('showcase.origins.example')}
            value={typed}
            error={error}
            maxLength={200}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="default" mt={25} onClick={add}>
            {t('showcase.origins.add')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button onClick={store} loading={save.isPending}>
            {t('showcase.origins.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
