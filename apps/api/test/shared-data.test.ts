import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA, sharedData } from './shared-data.ts';

describe('reference samples under ../shared/data', () => {
  it('answers the path of a sample that is there', () => {
    expect(sharedData('ibge/municipios.csv')).toBe(join(SHARED_DATA, 'ibge/municipios.csv'));
  });

  it('fails, naming the missing file, instead of letting a test skip it', () => {
    expect(() => sharedData('receita-sample/Nenhum9.zip')).toThrow(
      `Missing reference sample ${join(SHARED_DATA, 'receita-sample/Nenhum9.zip')}`,
    );
  });
});
