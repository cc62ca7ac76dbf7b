import type { PoliticianItem } from '@oportuna/domain/politicians';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { renderToHtml } from '../../testing/render-to-html.tsx';
import { ElectedPoliticians } from './elected-politicians.tsx';

const councillor = {
  id: 77,
  name: 'MARIA APARECIDA LIMA',
  party: { id: 1, number: 45, abbreviation: 'PSDB', description: 'Partido da Social Democracia' },
  political_office: { id: 9, description: 'Vereador' },
} as PoliticianItem;

describe('ElectedPoliticians', () => {
  it("links each main name to the politician's page", () => {
    const html = renderToHtml(
      <MemoryRouter>
        <ElectedPoliticians
          offices={[{ id: 9, description: 'Vereador', total: 1 }]}
          parties={[]}
          politicians={[councillor]}
          loading={false}
          emptyText="Sem conteúdo"
        />
      </MemoryRouter>,
      createQueryClient(),
    );
    expect(html).toMatch(/<a[^>]*href="\/politicians\/77"[^>]*>MARIA APARECIDA LIMA<\/a>/);
  });
});
