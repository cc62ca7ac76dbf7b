import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoliticalOfficeOptions } from '../../../components/selectors/api/get-political-office-options.ts';
import { usePoliticalPartyOptions } from '../../../components/selectors/api/get-political-party-options.ts';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CatalogueSelect } from '../../../components/selectors/catalogue-select.tsx';
import { CitySelect } from '../../../components/selectors/city-select.tsx';
import {
  EMPTY_POLITICIAN_FILTERS,
  type PoliticianFilters,
  withState,
} from '../lib/politician-filters.ts';

interface PoliticiansSearchFormProps {
  applied: PoliticianFilters;
  onSearch: (filters: PoliticianFilters) => void;
  onClear: () => void;
}

/** Name, office, party, state plus city; searching applies them, clearing resets them. */
export function PoliticiansSearchForm({ applied, onSearch, onClear }: PoliticiansSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const offices = usePoliticalOfficeOptions();
  const parties = usePoliticalPartyOptions();
  const states = useStateOptions();
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <TextInput
          label={t('politicians.filters.name')}
          value={draft.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setDraft((current) => ({ ...current, name }));
          }}
        />
        <CatalogueSelect
          label={t('politicians.filters.office')}
          value={draft.office}
          options={offices.data ?? []}
          loading={offices.isPending}
          onChange={(office) => setDraft((current) => ({ ...current, office }))}
        />
        <CatalogueSelect
          label={t('politicians.filters.party')}
          value={draft.party}
          options={parties.data ?? []}
          loading={parties.isPending}
          onChange={(party) => setDraft((current) => ({ ...current, party }))}
        />
        <CatalogueSelect
          label={t('politicians.filters.state')}
          value={draft.state}
          options={states.data ?? []}
          loading={states.isPending}
          onChange={(state) => setDraft((current) => withState(current, state))}
        />
        {draft.state ? (
          <CitySelect
            label={t('politicians.filters.city')}
            stateIds={[draft.state.value]}
            value={draft.city}
            onChange={(city) => setDraft((current) => ({ ...current, city }))}
          />
        ) : null}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button
          variant="default"
          leftSection={<IconEraser size={16} />}
          onClick={() => {
            setDraft(EMPTY_POLITICIAN_FILTERS);
            onClear();
          }}
        >
          {t('politicians.clear')}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('politicians.search')}
        </Button>
      </Group>
    </Paper>
  );
}
