// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { theme } from '../../app/theme.ts';
import { i18n } from '../../i18n/index.ts';
import type { DownloadedFile } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { DownloadMenu } from './download-menu.tsx';
import { type ExportFormat, useExportDownload } from './use-export-download.ts';

const FAILURES = { xlsx: 'Falhou o XLSX', csv: 'Falhou o CSV' };

function ListDownload({
  fetchFile,
}: {
  fetchFile: (format: ExportFormat) => Promise<DownloadedFile>;
}) {
  const download = useExportDownload({
    fetchFile,
    fileNamePrefix: 'export-coisas',
    failures: FAILURES,
  });
  return <DownloadMenu download={download} />;
}

/** The names the browser was asked to save files under. */
let saved: string[];

beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:arquivo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function choose(fetchFile: (format: ExportFormat) => Promise<DownloadedFile>, item: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <ListDownload fetchFile={fetchFile} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Baixar' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('DownloadMenu', () => {
  it.each([
    ['Baixar XLSX', 'xlsx', 'export-coisas-20261121091501.xlsx'],
    ['Baixar CSV', 'csv', 'export-coisas-20261121091501.csv'],
  ] as const)(
    '%s asks for %s and saves the file under the server name',
    async (item, format, name) => {
      const fetchFile = vi.fn(async () => ({ blob: new Blob(['x']), fileName: name }));
      await choose(fetchFile, item);
      await waitFor(() => expect(saved).toEqual([name]));
      expect(fetchFile).toHaveBeenCalledExactlyOnceWith(format);
    },
  );

  it('names the file <prefix>-<timestamp> when the server gave no name', async () => {
    await choose(async () => ({ blob: new Blob(['a;b']), fileName: null }), 'Baixar CSV');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^export-coisas-\d{14}\.csv$/);
  });

  it('tells the user the download failed, in the words of the format', async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue(undefined);
    await choose(async () => Promise.reject(new Error('500')), 'Baixar XLSX');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Falhou o XLSX'));
    expect(saved).toEqual([]);
  });
});
