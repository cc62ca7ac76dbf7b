// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { OpenOpportunityLinks } from './open-opportunity-links.tsx';

afterEach(() => cleanup());

describe('OpenOpportunityLinks', () => {
  it('links each open public opportunity to its page, by number and name', () => {
    renderPage(
      <OpenOpportunityLinks
        opportunities={[
          { id: 12, name: 'Distrito industrial de Caracaraí' },
          { id: 40, name: 'Lotes às margens da BR-174' },
        ]}
        empty="Nenhuma"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#12 Distrito industrial de Caracaraí', '/proposals/12'],
      ['#40 Lotes às margens da BR-174', '/proposals/40'],
    ]);
    expect(screen.queryByText('Nenhuma')).toBeNull();
  });

  it('shows what stands for none, or nothing', () => {
    renderPage(
      <div data-testid="none">
        <OpenOpportunityLinks opportunities={[]} />
      </div>,
    );
    expect(screen.getByTestId('none').textContent).toBe('');
    cleanup();
    renderPage(<OpenOpportunityLinks opportunities={[]} empty="Nenhuma" />);
    expect(screen.getByText('Nenhuma')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
