// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { MobileMenu } from './mobile-menu.tsx';

afterEach(cleanup);

describe('MobileMenu', () => {
  it('opens on the burger with every list, marks where the user is, and closes on a choice', async () => {
    renderPage(<MobileMenu />, '/states/35');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();

    // The burger shows below the md breakpoint only; the test's window is wider.
    fireEvent.click(screen.getByLabelText('Abrir menu'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cidades', '/cities'],
      ['Estados', '/states'],
      ['Empresas', '/companies'],
      ['Oportunidades', '/proposals'],
    ]);
    expect(
      links.filter((link) => link.hasAttribute('data-active')).map((link) => link.textContent),
    ).toEqual(['Estados']);

    fireEvent.click(within(menu).getByRole('link', { name: 'Empresas' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull(),
    );
  });
});
