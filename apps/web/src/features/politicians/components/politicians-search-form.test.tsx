import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../../testing/render-to-html.tsx';
import { EMPTY_POLITICIAN_FILTERS } from '../lib/politician-filters.ts';
import { PoliticiansSearchForm } from './politicians-search-form.tsx';

const render = (applied = EMPTY_POLITICIAN_FILTERS) =>
  renderToHtml(
    <PoliticiansSearchForm applied={applied} onSearch={() => {}} onClear={() => {}} />,
    createQueryClient(),
  );

describe('PoliticiansSearchForm', () => {
  it('paints every field while the selects load', () => {
    const html = render();
    expect(visibleText(html)).toBe('Nome Cargo político Partido Estado Limpar Pesquisar');
    expect(html).toContain('placeholder="Aguarde..."');
  });

  it('keeps the city field of an applied state', () => {
    const state = { value: '35', label: 'São Paulo' };
    const html = render({ ...EMPTY_POLITICIAN_FILTERS, state });
    expect(visibleText(html)).toContain('Estado Cidade Limpar');
  });
});
