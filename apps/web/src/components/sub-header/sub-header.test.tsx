import { Button } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { SubHeader } from './sub-header.tsx';

const render = (path: string, ui: React.ReactNode) =>
  renderToHtml(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, createQueryClient());

describe('SubHeader', () => {
  it('shows the title, the section root and the actions', () => {
    const html = render('/cities', <SubHeader title="Cidades" actions={<Button>Mapa</Button>} />);
    expect(visibleText(html)).toBe('Cidades Cidades Mapa');
    expect(html).toContain('href="/cities"');
  });

  it('adds the title after the root on inner pages', () => {
    const html = render('/proposals/12', <SubHeader title="#12" />);
    expect(visibleText(html)).toBe('#12 Oportunidades / #12');
  });

  it('takes explicit breadcrumbs', () => {
    const html = render(
      '/states/35',
      <SubHeader
        title="São Paulo"
        breadcrumbs={[{ label: 'Gestores Públicos', href: '/politicians' }]}
      />,
    );
    expect(visibleText(html)).toBe('São Paulo Gestores Públicos');
  });
});
