import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { Pager } from './pager.tsx';

const render = (page: number, total: number, limit = 25, estimated = false) =>
  renderToHtml(
    <Pager
      page={page}
      limit={limit}
      total={total}
      estimated={estimated}
      pageSizeOptions={[25, 50, 100]}
      onPageChange={() => undefined}
      onLimitChange={() => undefined}
    />,
    createQueryClient(),
  );

const disabled = (html: string, label: string) =>
  new RegExp(`<button[^>]*aria-label="${label}"[^>]*disabled`).test(html) ||
  new RegExp(`<button[^>]*disabled[^>]*aria-label="${label}"`).test(html);

describe('Pager', () => {
  it('shows Exibir with the page sizes and Página N de M', () => {
    const html = render(3, 5571);
    expect(visibleText(html)).toContain('Exibir');
    expect(visibleText(html)).toContain('Página 3 de 223');
    for (const size of ['25', '50', '100']) expect(html).toContain(`<option value="${size}"`);
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const first = render(1, 100);
    expect(disabled(first, 'Primeira página')).toBe(true);
    expect(disabled(first, 'Página anterior')).toBe(true);
    expect(disabled(first, 'Última página')).toBe(false);
    const last = render(4, 100);
    expect(disabled(last, 'Próxima página')).toBe(true);
    expect(disabled(last, 'Última página')).toBe(true);
    expect(disabled(last, 'Primeira página')).toBe(false);
  });

  it('shows page 1 of 1 for an empty list', () => {
    expect(visibleText(render(1, 0))).toContain('Página 1 de 1');
  });

  it('reads an estimated page count in words and leaves the last page out of reach', () => {
    const html = render(1, 61_482_113, 25, true);
    expect(visibleText(html)).toContain('Página 1 de cerca de 2,5 milhões');
    expect(disabled(html, 'Última página')).toBe(true);
    expect(disabled(html, 'Próxima página')).toBe(false);
  });
});
