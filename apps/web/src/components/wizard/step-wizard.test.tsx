import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { StepWizard } from './step-wizard.tsx';

const labels = {
  step: (number: number) => `Passo ${number}`,
  steps: 'Etapas',
  previous: 'Anterior',
  next: 'Próximo',
  finish: 'Concluir cadastro',
};

const render = (active: number, visited: number[]) =>
  renderToHtml(
    <StepWizard
      steps={['Tipo', 'Contato', 'Revisão']}
      state={{ active, visited }}
      labels={labels}
      onPrevious={() => {}}
      onNext={() => {}}
    >
      <p>conteúdo</p>
    </StepWizard>,
    createQueryClient(),
  );

describe('StepWizard', () => {
  it("numbers the steps 'Passo n' and marks the current one", () => {
    const html = render(1, [0]);
    const text = visibleText(html);
    expect(text).toContain('Passo 1 Tipo');
    expect(text).toContain('Passo 3 Revisão');
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
  });

  it('highlights visited steps, including those after the current one', () => {
    const html = render(0, [0, 1]);
    expect(html.match(/data-visited="true"/g)).toHaveLength(2);
  });

  it('offers previous after the first step and finish on the last', () => {
    expect(visibleText(render(0, []))).not.toContain('Anterior');
    expect(visibleText(render(0, []))).toContain('Próximo');
    const last = visibleText(render(2, [0, 1]));
    expect(last).toContain('Anterior');
    expect(last).toContain('Concluir cadastro');
  });

  it('keeps the minimum form height of 868 px', () => {
    // Mantine writes sizes in rem: 868 px is 54.25rem.
    expect(render(0, [])).toContain('min-height:calc(54.25rem');
  });
});
