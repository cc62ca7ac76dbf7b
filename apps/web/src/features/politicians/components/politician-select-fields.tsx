import { useTranslation } from 'react-i18next';
import { usePoliticalOfficeOptions } from '../../../components/selectors/api/get-political-office-options.ts';
import { usePoliticalPartyOptions } from '../../../components/selectors/api/get-political-party-options.ts';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CatalogueSelect } from '../../../components/selectors/catalogue-select.tsx';
import { CitySelect } from '../../../components/selectors/city-select.tsx';
import { type PoliticianFilters, withState } from '../lib/politician-filters.ts';

export interface PoliticianSelectFieldsProps {
  draft: PoliticianFilters;
  setDraft: (update: (current: PoliticianFilters) => PoliticianFilters) => void;
}

/** Office, party, state plus city: the search form's selects, with their catalogues. */
export function PoliticianSelectFields({ draft, setDraft }: PoliticianSelectFieldsProps) {
  const { t } = useTranslation();
  const offices = usePoliticalOfficeOptions();
  const parties = usePoliticalPartyOptions();
  const states = useStateOptions();
  return (
    <>
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
    </>
  );
}
