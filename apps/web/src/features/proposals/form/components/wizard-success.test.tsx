// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../testing/render-page.tsx';
import { WizardSuccess } from './wizard-success.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WizardSuccess', () => {
  it('starts at the top of the page, its heading focused, with the three ways on', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(<WizardSuccess id={321} onReset={() => {}} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const heading = screen.getByRole('heading', { name: 'Oportunidade cadastrada!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Ver oportunidade #321' }).getAttribute('href')).toBe(
      '/proposals/321',
    );
    expect(screen.getByRole('button', { name: 'Cadastrar nova oportunidade' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver lista de oportunidades' })).toBeTruthy();
  });
});
