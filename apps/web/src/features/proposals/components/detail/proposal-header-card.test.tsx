import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../../../testing/render-to-html.tsx';
import { aProposal } from '../../testing/a-proposal.ts';
import { ProposalHeaderCard } from './proposal-header-card.tsx';
import { ProposalIncentives } from './proposal-incentives.tsx';

const render = (ui: ReactNode) =>
  renderToHtml(<MemoryRouter>{ui}</MemoryRouter>, createQueryClient());

describe('ProposalHeaderCard', () => {
  it('shows the registrant, the city link, type, status and the facts row', () => {
    const html = render(<ProposalHeaderCard proposal={aProposal()} />);
    const text = visibleText(html);
    for (const part of [
      'Lote industrial em Bauru',
      '#42',
      'Cadastrada por Prefeitura Municipal de Bauru',
      'Pública',
      'Ativa',
      'Data de cadastro 05/03/2026',
      'Localização Bauru - SP',
      'Incentivos Terreno',
    ]) {
      expect(text).toContain(part);
    }
    expect(html).toMatch(/href="\/cities\/3506"[^>]*>Bauru - SP</);
  });

  it('adds the date of a lost or completed status', () => {
    const lost = visibleText(
      render(
        <ProposalHeaderCard proposal={aProposal({ status: 'lost', lost_at: '2026-04-10' })} />,
      ),
    );
    expect(lost).toContain('Perdida em 10/04/2026');
    const completed = visibleText(
      render(
        <ProposalHeaderCard
          proposal={aProposal({ status: 'completed', completed_at: '2026-04-11' })}
        />,
      ),
    );
    expect(completed).toContain('Concretizada em 11/04/2026');
  });
});

describe('ProposalIncentives', () => {
  it('shows the value per m² as typed and times the area, with the address', () => {
    const text = visibleText(render(<ProposalIncentives proposal={aProposal()} />));
    expect(text).toContain('Valor estimado (por m²) R$ 150,00');
    expect(text).toContain('Valor estimado total R$ 150.000,00');
    expect(text).toContain('Área 1.000 m²');
    expect(text).toContain('Rua Araújo Leite, 10-20 · Centro · Bauru - SP · 17010-000');
  });
});
