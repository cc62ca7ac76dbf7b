import { MESSAGES } from '@oportuna/domain/messages';
import type { ListState } from '../../../components/list-page/list-state.ts';
import {
  type ExportFormat,
  useExportDownload,
} from '../../../components/list-page/use-export-download.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { type ProposalFilters, proposalListParams } from '../lib/proposal-filters.ts';

/** GET proposals?format=xlsx|csv with the list's filters and ordering; every match. */
export function exportProposals(
  state: ListState<ProposalFilters>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const { page: _page, limit: _limit, ...params } = proposalListParams(state);
  return apiClient.getFile('proposals', { query: { ...params, format } });
}

export function useExportProposals(state: ListState<ProposalFilters>) {
  return useExportDownload({
    fetchFile: (format) => exportProposals(state, format),
    fileNamePrefix: 'export-proposals',
    failures: {
      xlsx: MESSAGES.proposals.xlsxExportFailed,
      csv: MESSAGES.proposals.csvExportFailed,
    },
  });
}
