import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_POLITICIAN_FILTERS, type PoliticianFilters } from '../lib/politician-filters.ts';
import { PoliticianSelectPlaceholders } from './politician-select-placeholders.tsx';

// The selects (Mantine's combobox, the catalogue queries) load after the list paints.
const PoliticianSelectFields = lazy(async () => ({
  default: (await import('./politician-select-fields.tsx')).PoliticianSelectFields,
}));

interface PoliticiansSearchFormProps {
  applied: PoliticianFilters;
  onSearch: (filters: PoliticianFilters) => void;
  onClear: () => void;
}

/** Name, office, party, state plus city; searching applies them, clearing resets them. */
export function PoliticiansSearchForm({ applied, onSearch, onClear }: PoliticiansSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
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
        <Suspense fallback={<PoliticianSelectPlaceholders draft={draft} />}>
          <PoliticianSelectFields draft={draft} setDraft={setDraft} />
        </Suspense>
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
