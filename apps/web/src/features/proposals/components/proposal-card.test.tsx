import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../../testing/render-to-html.tsx';
import { aProposal } from '../testing/a-proposal.ts';
import { ProposalCard } from './proposal-card.tsx';

const render = (proposal = aProposal()) =>
  visibleText(
    renderToHtml(
      <MemoryRouter>
        <ProposalCard proposal={proposal} />
      </MemoryRouter>,
      createQueryClient(),
    ),
  );

describe('ProposalCard', () => {
  it('shows name, id, place, description, the facts, the registrant and DETALHES', () => {
    const text = render(
      aProposal({
        type: 'company',
        project_company_name: 'Vale Verde Biscoitos S.A.',
        project: {
          category: 'expansion',
          category_description: 'Expansão',
          total: 2000000,
          required_investment: 1500000,
          description: null,
          required_area_m2: null,
          preferred_ufs: [],
          company: null,
        },
      }),
    );
    for (const part of [
      'Vale Verde Biscoitos S.A.',
      '#42 · Bauru - SP',
      'Área pronta para novas indústrias.',
      'Investimento R$ 1.500.000,00',
      'Tipo Privada',
      'Data de cadastro 05/03/2026',
      'Status Ativa',
      'Cadastrada por Prefeitura Municipal de Bauru',
      'DETALHES',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('says Não Informado for what the proposal lacks', () => {
    const text = render(aProposal({ description: null, city: null, project: null }));
    expect(text).toContain('#42 · Não Informado');
    expect(text).toContain('Investimento Não Informado');
  });
});
