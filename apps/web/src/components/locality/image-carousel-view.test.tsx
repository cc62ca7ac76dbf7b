// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishWordsIn } from '../../testing/english-words.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ImageCarouselView } from './image-carousel-view.tsx';

afterEach(cleanup);

/** What a person reads or hears in the carousel: its shown text and its labels. */
function shownTexts(root: HTMLElement): string[] {
  let text = root.textContent ?? '';
  const texts: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.hasAttribute('hidden')) text = text.replace(element.textContent ?? '', ' ');
    if (element.closest('[hidden]')) continue;
    for (const name of ['aria-label', 'aria-roledescription', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return [text, ...texts];
}

describe('ImageCarouselView', () => {
  it('names its controls, photos and position in Portuguese', async () => {
    const { container } = renderPage(
      <ImageCarouselView images={['/a.png', '/b.png', '/c.png']} alt="Fotos de Bauru" />,
    );
    expect(await screen.findByRole('button', { name: 'Próxima foto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Foto anterior' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ir para a foto 2' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Foto 1 de 3');
    expect(shownTexts(container).flatMap(englishWordsIn)).toEqual([]);
  });
});
