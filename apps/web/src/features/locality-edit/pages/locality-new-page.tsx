import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { CityListItem } from '@oportuna/domain/cities';
import { MESSAGES } from '@oportuna/domain/messages';
import type { StateItem } from '@oportuna/domain/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CitySelect } from '../../../components/selectors/city-select.tsx';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { enableLocality, useRefreshLocality } from '../api/locality-edit-api.ts';
import { EditFrame } from '../components/edit-frame.tsx';
import type { LocalityKind } from '../lib/locality-form.ts';

/**
 * /cities/new and /states/new: choose a municipality (state, then city) or a state, enable it
 * (an enabled one just stays so) and continue to its edit page.
 */
export function LocalityNewPage({ kind }: { kind: LocalityKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshLocality();
  const states = useStateOptions();
  const [stateId, setStateId] = useState<string | null>(null);
  const [city, setCity] = useState<SelectOption | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = kind === 'city' ? city?.value : stateId;

  const proceed = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const place = await apiClient.get<CityListItem | StateItem>(
        `${kind === 'city' ? 'cities' : 'states'}/${chosen}`,
      );
      refresh(place.code, await enableLocality(place.code));
      navigate(
        kind === 'city' ? paths.cities.edit.getHref(place.id) : paths.states.edit.getHref(place.id),
      );
    } catch (error) {
      notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditFrame
      title={t(`localityEdit.new.${kind}Title`)}
      backHref={kind === 'city' ? paths.cities.list.getHref() : paths.states.list.getHref()}
      state="ready"
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" maw={520}>
          <Text size="sm">{t(`localityEdit.new.${kind}Hint`)}</Text>
          <Select
            label={t('localityEdit.new.state')}
            data={states.data ?? []}
            value={stateId}
            onChange={(value) => {
              setStateId(value);
              setCity(null);
            }}
            placeholder={states.isPending ? MESSAGES.common.loading : undefined}
            nothingFoundMessage={MESSAGES.common.noItemFound}
            searchable
          />
          {kind === 'city' ? (
            <CitySelect
              label={t('localityEdit.new.city')}
              stateIds={stateId ? [stateId] : []}
              value={city}
              onChange={setCity}
            />
          ) : null}
          <Group>
            <Button disabled={!chosen} loading={busy} onClick={() => void proceed()}>
              {t('localityEdit.new.proceed')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </EditFrame>
  );
}
