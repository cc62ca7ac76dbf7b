import { describe, expect, it } from 'vitest';
import { fillTemplate } from './demo-text.ts';

describe('demo text templates', () => {
  it('fills slots left to right, asking for each occurrence again', () => {
    const asked: string[] = [];
    const text = fillTemplate('Redução de {percent}% por {years} anos e {percent}%.', (slot) => {
      asked.push(slot);
      return asked.length * 10;
    });
    expect(text).toBe('Redução de 10% por 20 anos e 30%.');
    expect(asked).toEqual(['percent', 'years', 'percent']);
  });

  it('takes fixed values and refuses a slot it has no value for', () => {
    expect(fillTemplate('{subject} em {city}', { subject: 'Lote', city: 'Bauru' })).toBe(
      'Lote em Bauru',
    );
    expect(() => fillTemplate('{subject} em {city}', { subject: 'Lote' })).toThrow('{city}');
  });
});
