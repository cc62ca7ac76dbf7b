// @vitest-environment happy-dom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { useListSelection } from '../list-page/use-list-selection.tsx';
import { CompareButton } from './compare-button.tsx';

afterEach(() => cleanup());

/** A selection of up to four places, with `count` of them picked. */
function selectionOf(count: number) {
  const { result } = renderHook(() => useListSelection(4));
  for (let key = 1; key <= count; key++)
    act(() => result.current.toggle({ key, label: `Município ${key}` }));
  return result.current;
}

describe('CompareButton', () => {
  it('opens the comparison of the picked places from two on', () => {
    renderPage(<CompareButton selection={selectionOf(3)} projectId={7} />);
    const link = screen.getByRole('link', { name: 'Comparar (3)' });
    expect(link.getAttribute('href')).toBe('/compare?cidades=1%2C2%2C3&projeto=7');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('waits for a second place, saying so', () => {
    renderPage(<CompareButton selection={selectionOf(1)} />);
    const button = screen.getByRole('button', { name: 'Comparar (1)' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBe('Selecione de 2 a 4 localidades para comparar');
  });

  it('tells why no fifth place can be picked', () => {
    renderPage(<CompareButton selection={selectionOf(4)} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Máximo de 4 localidades: desmarque uma para escolher outra',
    );
  });
});
