import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { renderToHtml, visibleText } from '../testing/render-to-html.tsx';
import { ErrorFallback } from './error-fallback.tsx';

describe('ErrorFallback', () => {
  it('shows the spec text and the reload button', () => {
    const html = renderToHtml(<ErrorFallback />, createQueryClient());
    expect(visibleText(html)).toBe(
      'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente. Atualizar Página',
    );
    expect(html).toMatch(/<button[^>]*>.*Atualizar Página/);
  });
});
