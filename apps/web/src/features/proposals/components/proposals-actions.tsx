import { useTranslation } from 'react-i18next';
import { ListActions } from '../../../components/list-page/list-actions.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useExportProposals } from '../api/export-proposals.ts';
import type { ProposalFilters } from '../lib/proposal-filters.ts';

/** The sub-header buttons of the proposal list: Mapa, filter, view, favourites, download, new. */
export function ProposalsActions({
  list,
  onOpenFilters,
}: {
  list: ListStateControls<ProposalFilters>;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListActions
      list={list}
      onOpenFilters={onOpenFilters}
      download={useExportProposals(list.state)}
      newItem={{ href: paths.proposals.new.getHref(), label: t('proposals.newProposal') }}
    />
  );
}
