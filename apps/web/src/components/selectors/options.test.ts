import { describe, expect, it } from 'vitest';
import { mergeOptions, pickOptions, uniqueOptions } from './options.ts';

const sp = { value: '20', label: 'São Paulo' };
const rj = { value: '19', label: 'Rio de Janeiro' };
const mg = { value: '11', label: 'Minas Gerais' };

describe('selector options', () => {
  it('never holds a value twice', () => {
    expect(uniqueOptions([sp, rj, { value: '20', label: 'SP' }])).toEqual([sp, rj]);
    expect(pickOptions(['20', '20', '19'], [sp, rj])).toEqual([sp, rj]);
  });

  it('keeps chosen values in the options even when the search no longer returns them', () => {
    expect(mergeOptions([sp], [rj, mg])).toEqual([sp, rj, mg]);
    expect(mergeOptions([sp], [rj, sp])).toEqual([sp, rj]);
  });

  it('drops values it has no option for', () => {
    expect(pickOptions(['99'], [sp])).toEqual([]);
  });
});
