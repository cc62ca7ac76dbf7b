import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { renderToHtml, visibleText } from '../testing/render-to-html.tsx';
import { ErrorFallback } from './error-fallback.tsx';

describe('ErrorFallback', () => {
  it('shows the spec text, the reload button and a way home', () => {
    const html = renderToHtml(<ErrorFallback />, createQueryClient());
    expect(visibleText(html)).toBe(
      'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente. Atualizar Página Voltar para o início',
    );
    expect(html).toMatch(/<button[^>]*>.*Atualizar Página/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Voltar para o início/);
  });
});
