import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PartnerSuggestion } from '@oportuna/domain/partners';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartnerSuggestions } from '../../../lib/api/partners/get-partner-suggestions.ts';
import type { PartnerIdentity } from '../../../lib/api/partners/partner-keys.ts';
import { formatPartnerDocument, partnerTypeLabel } from '../lib/connections-text.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** One value per partner: homonyms differ by document (and type). */
function optionValue(partner: { name: string; document: string | null; type?: string }) {
  return `${partner.type ?? ''}|${partner.document ?? ''}|${partner.name}`;
}

/**
 * The partner-name autocomplete: suggestions from two letters on, each with its type, document
 * and number of companies, so that homonyms can be told apart.
 */
export function PartnerSearch({
  value,
  onChange,
}: {
  value: PartnerIdentity | null;
  onChange: (value: PartnerIdentity | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The chosen name shown back in the box is not a new search.
  const term = value && debounced === value.name ? '' : debounced;
  const suggestions = usePartnerSuggestions(term);
  const byValue = new Map<string, PartnerSuggestion | PartnerIdentity>();
  // Below two letters the previous answer is not shown (it would be for another text).
  const listed = term.trim().length >= 2 ? (suggestions.data ?? []) : [];
  for (const suggestion of listed) byValue.set(optionValue(suggestion), suggestion);

  // The chosen partner stays an option (it may come from the address, not from a suggestion).
  const chosenKey = value
    ? ([...byValue.entries()].find(
        ([, item]) => item.name === value.name && item.document === value.document,
      )?.[0] ?? optionValue(value))
    : null;
  if (value && chosenKey && !byValue.has(chosenKey)) byValue.set(chosenKey, value);

  const data = [...byValue.entries()].map(([key, item]) => ({ value: key, label: item.name }));
  const waiting = term.trim().length >= 2 && suggestions.isFetching;

  return (
    <Select
      label={t('connections.search.label')}
      placeholder={t('connections.search.placeholder')}
      data={data}
      value={chosenKey}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        term.trim().length < 2
          ? undefined
          : waiting
            ? t('connections.search.loading')
            : t('connections.search.nothingFound')
      }
      onChange={(key) => {
        const item = key ? byValue.get(key) : undefined;
        onChange(item ? { name: item.name, document: item.document } : null);
      }}
      renderOption={({ option }) => {
        const item = byValue.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {item && 'type' in item ? <SuggestionDetails suggestion={item} /> : null}
          </Stack>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      miw={280}
      style={{ flex: 1 }}
    />
  );
}

function SuggestionDetails({ suggestion }: { suggestion: PartnerSuggestion }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        {partnerTypeLabel(suggestion.type, t)}
      </Text>
      <Text size="xs" c="dimmed">
        ·
      </Text>
      <Text size="xs" c="dimmed">
        {suggestion.document
          ? formatPartnerDocument(suggestion.document)
          : t('connections.search.noDocument')}
      </Text>
      <Text size="xs" c="dimmed">
        ·
      </Text>
      <Text size="xs" c="dimmed">
        {t('connections.search.companies', { count: suggestion.companies })}
      </Text>
    </Group>
  );
}
