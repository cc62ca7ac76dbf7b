// @vitest-environment happy-dom
import type { CompanyDetail } from '@oportuna/domain/companies';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from '../../../components/map/map-types.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { aCompanyDetail } from '../testing/a-company.ts';
import { type Answer, answerApi } from '../testing/answer-api.ts';
import { CompanyDetailPage } from './company-detail-page.tsx';

const mapProps = vi.hoisted(() => ({ last: null as MapViewProps | null }));
vi.mock('../../../components/map/map-panel.tsx', () => ({
  MapPanel: (props: MapViewProps) => {
    mapProps.last = props;
    return <div data-testid="map-stub" />;
  },
}));

const DATA_SOURCES = {
  data: [
    { key: 'receita', name: 'Receita', release_date: '2026-10-12', loaded_at: null, rows: 10 },
  ],
};

function open(company: CompanyDetail | null, extra: [RegExp, Answer][] = []) {
  const api = answerApi([
    [/^GET \/api\/data-sources/, Response.json(DATA_SOURCES)],
    ...extra,
    [
      /^GET \/api\/companies\/\w+$/,
      company
        ? Response.json(company)
        : Response.json({ message: 'Empresa não encontrada', code: 'not_found' }, { status: 404 }),
    ],
  ]);
  renderPage(
    <Routes>
      <Route path="/companies/:document" element={<CompanyDetailPage />} />
    </Routes>,
    '/companies/11222333000181',
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CompanyDetailPage', () => {
  it('heads the page with names, CNPJ, head office, foundation, activity, capital and an active badge', async () => {
    open(aCompanyDetail());
    const header = await screen.findByRole('region', { name: 'Cerâmica Bauru' });
    const text = header.textContent ?? '';
    for (const part of [
      'INDUSTRIA DE CERAMICA BAURU LTDA',
      '11.222.333/0001-81',
      'Bauru - SP',
      '05/03/1998',
      '2342702 - Fabricação de azulejos e pisos',
      'R$\u00a01.500.000,00',
    ]) {
      expect(text).toContain(part);
    }
    // GET data-sources dates the data.
    expect(
      await within(header).findByText('Dados da Receita Federal de outubro/2026'),
    ).toBeTruthy();
    const badge = within(header).getByText('Empresa Ativa');
    expect(badge.closest('[data-active]')?.getAttribute('data-active')).toBe('true');
    expect(within(header).getByText('Matriz')).toBeTruthy();
    expect(within(header).queryByText('Filial')).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/companies/11222333000181/edit',
    );
    // The way back: the breadcrumb to the list.
    const trail = screen.getByLabelText('Navegação estrutural');
    expect(within(trail).getByRole('link', { name: 'Empresas' }).getAttribute('href')).toBe(
      '/companies',
    );
  });

  it('shows the badge inactive for any status but ATIVA', async () => {
    open(aCompanyDetail({ status_reason: 'BAIXADA', situacao_descricao: 'Baixada' }));
    const badge = await screen.findByText('Empresa Baixada');
    expect(badge.closest('[data-active]')?.getAttribute('data-active')).toBe('false');
  });

  it('says Filial in the header of a branch', async () => {
    open(aCompanyDetail({ cnpj: '11222333000262', id: '11222333000262', type: 'FILIAL' }));
    const header = await screen.findByRole('region', { name: 'Cerâmica Bauru' });
    expect(within(header).getByText('Filial')).toBeTruthy();
    expect(within(header).queryByText('Matriz')).toBeNull();
  });

  it('lists the partners, each leading to its connections', async () => {
    open(aCompanyDetail());
    const partners = await screen.findByRole('region', { name: 'Quadro Societário' });
    expect(within(partners).getByText('MARIA DA SILVA')).toBeTruthy();
    expect(within(partners).getByText('Sócio-Administrador')).toBeTruthy();
    const link = within(partners).getByRole('link', { name: /MARIA DA SILVA/ });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/corporate-connections');
    expect(href.searchParams.get('name')).toBe('MARIA DA SILVA');
    expect(href.searchParams.get('document')).toBe('***123456**');
  });

  it('names a partner that is a company in the registry by a link to that company', async () => {
    const person = aCompanyDetail().partners[0];
    if (!person) throw new Error('the company fixture has a partner');
    open(
      aCompanyDetail({
        partners: [
          person,
          {
            id: 2,
            name: 'HOLDING BAURU PARTICIPACOES LTDA',
            document: '44555666000199',
            kind: 'company',
            qualification: 'Sócio',
            entry_date: '2001-06-01',
            company_cnpj: '44555666000199',
          },
        ],
      }),
    );
    const partners = await screen.findByRole('region', { name: 'Quadro Societário' });
    expect(
      within(partners)
        .getByRole('link', { name: 'HOLDING BAURU PARTICIPACOES LTDA' })
        .getAttribute('href'),
    ).toBe('/companies/44555666000199');
    // Its connections stay a link of their own.
    expect(
      within(partners).getByRole('link', {
        name: 'Ver conexões: HOLDING BAURU PARTICIPACOES LTDA',
      }),
    ).toBeTruthy();
    // A person is named in plain text.
    expect(within(partners).queryByRole('link', { name: 'MARIA DA SILVA' })).toBeNull();
    expect(within(partners).getByText('MARIA DA SILVA').closest('a')).toBeNull();
  });

  it("says 'Dado indisponível' with the LGPD notice when there are no partners", async () => {
    open(aCompanyDetail({ partners: [], socios: [] }));
    const partners = await screen.findByRole('region', { name: 'Quadro Societário' });
    expect(within(partners).getByText('Dado indisponível')).toBeTruthy();
    expect(partners.textContent).toContain('LGPD');
    expect(within(partners).queryByRole('table')).toBeNull();
  });

  it('gives the contacts as mailto and tel:+55 links, with the address', async () => {
    open(aCompanyDetail());
    const contacts = await screen.findByRole('region', { name: 'Contatos' });
    expect(
      within(contacts).getByRole('link', { name: '(14) 3234-5678' }).getAttribute('href'),
    ).toBe('tel:+551432345678');
    expect(
      within(contacts)
        .getByRole('link', { name: 'contato@ceramicabauru.com.br' })
        .getAttribute('href'),
    ).toBe('mailto:contato@ceramicabauru.com.br');
    expect(contacts.textContent).toContain('RUA ARAUJO LEITE, 1200, SALA 2');
    expect(contacts.textContent).toContain('17015-000');
  });

  it('places the company at zoom 13 on its municipality, and says the place is approximate', async () => {
    open(aCompanyDetail());
    expect(await screen.findByText('Localização aproximada: sede do município')).toBeTruthy();
    expect(mapProps.last?.initialView).toEqual({
      longitude: -49.0871,
      latitude: -22.3246,
      zoom: 13,
    });
  });

  it("says 'Sem oportunidades relacionadas' when the company has none", async () => {
    const api = open(aCompanyDetail());
    expect(await screen.findByText('Sem oportunidades relacionadas')).toBeTruthy();
    expect(api.targets()).toContain(
      'GET /api/proposals?company_federal_tax_id=11222333000181&page=1&limit=5&sort[created_at]=desc',
    );
  });

  it('lists the related opportunities', async () => {
    open(aCompanyDetail(), [
      [
        /^GET \/api\/proposals/,
        Response.json({
          data: [
            {
              id: 42,
              name: 'Ampliação da fábrica',
              type: 'company',
              status: 'open',
              created_at: '2026-05-02T10:00:00Z',
            },
          ],
          total: 1,
          total_without_filter: 1,
          available_ordering: [],
        }),
      ],
    ]);
    const link = await screen.findByRole('link', { name: 'Ampliação da fábrica' });
    expect(link.getAttribute('href')).toBe('/proposals/42');
  });

  it('pages through the related opportunities five at a time', async () => {
    // Twelve opportunities: pages of 5, 5 and 2, each asked for when chosen.
    const api = open(aCompanyDetail(), [
      [
        /^GET \/api\/proposals/,
        (request) => {
          const page = Number(request.url.searchParams.get('page'));
          const ids = Array.from({ length: 12 }, (_, i) => i + 1).slice((page - 1) * 5, page * 5);
          return Response.json({
            data: ids.map((id) => ({
              id,
              name: `Oportunidade ${id}`,
              type: 'company',
              status: 'open',
              created_at: '2026-05-02T10:00:00Z',
            })),
            total: 12,
            total_without_filter: 12,
            available_ordering: [],
          });
        },
      ],
    ]);
    const related = await screen.findByRole('region', { name: 'Oportunidades Relacionadas' });
    const names = () =>
      within(related)
        .getAllByRole('link', { name: /^Oportunidade \d+$/ })
        .map((link) => link.textContent);
    await within(related).findByRole('link', { name: 'Oportunidade 1' });
    expect(names()).toEqual([
      'Oportunidade 1',
      'Oportunidade 2',
      'Oportunidade 3',
      'Oportunidade 4',
      'Oportunidade 5',
    ]);
    const pages = within(related).getByLabelText('Páginas de oportunidades relacionadas');
    fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    await within(related).findByRole('link', { name: 'Oportunidade 11' });
    expect(names()).toEqual(['Oportunidade 11', 'Oportunidade 12']);
    expect(api.targets()).toContain(
      'GET /api/proposals?company_federal_tax_id=11222333000181&page=3&limit=5&sort[created_at]=desc',
    );
  });

  it('shows the contacts and files the product keeps, files grouped', async () => {
    open(
      aCompanyDetail({
        info: {
          logo: null,
          description: null,
          contacts: [
            {
              id: 1,
              name: 'João Lima',
              responsibility: 'Diretor',
              phone: '1432345678',
              mobile_phone: '14998765432',
              mobile_phone_2: null,
              email: 'joao@ceramicabauru.com.br',
              linkedin: null,
              site: 'https://ceramicabauru.com.br',
            },
          ],
          multimedia: [
            { id: 1, type: 'image', name: 'fachada.jpg', path: '2026/11/a.jpg' },
            { id: 2, type: 'document', name: 'catalogo.pdf', path: '2026/11/b.pdf' },
          ],
        },
      }),
    );
    const contacts = await screen.findByRole('region', { name: 'Contatos da Empresa' });
    expect(contacts.textContent).toContain('João Lima');
    expect(contacts.textContent).toContain('Diretor');
    expect(
      within(contacts).getByRole('link', { name: '(14) 99876-5432' }).getAttribute('href'),
    ).toBe('tel:+5514998765432');
    const files = screen.getByRole('region', { name: 'Arquivos Sobre a Empresa' });
    expect(files.textContent).toMatch(/Fotos.*fachada\.jpg.*Documentos.*catalogo\.pdf.*Vídeos/);
  });

  it("shows the description under 'Sobre a Empresa', line breaks kept", async () => {
    open(
      aCompanyDetail({
        info: {
          logo: null,
          description: 'Fábrica de pisos e azulejos.\nExporta para o Mercosul.',
          contacts: [],
          multimedia: [],
        },
      }),
    );
    const about = await screen.findByRole('region', { name: 'Sobre a Empresa' });
    const text = within(about).getByText(/^Fábrica de pisos/);
    expect(text.textContent).toBe('Fábrica de pisos e azulejos.\nExporta para o Mercosul.');
    expect(text.style.whiteSpace).toBe('pre-wrap');
  });

  it("has no 'Sobre a Empresa' block without a description", async () => {
    open(aCompanyDetail());
    await screen.findByRole('region', { name: 'Quadro Societário' });
    expect(screen.queryByRole('region', { name: 'Sobre a Empresa' })).toBeNull();
    expect(screen.queryByText('Sobre a Empresa')).toBeNull();
  });

  it('marks a company registered by hand', async () => {
    open(aCompanyDetail({ source: 'manual' }));
    expect(
      await screen.findByText(
        'Cadastrada no Oportuna: ainda não consta dos dados da Receita Federal',
      ),
    ).toBeTruthy();
  });

  it("says 'Empresa não encontrada!' for an unknown CNPJ", async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Empresa não encontrada!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });
});
