import {
  isMaskedCpf,
  isValidCnpj,
  isValidLandlinePhone,
  isValidMobilePhone,
} from '@oportuna/domain';
import { describe, expect, it } from 'vitest';
import { buildCnpj, landline, maskedCpf, mobile, uniqueCnpjRoots } from './demo-documents.ts';
import { createRandom } from './demo-random.ts';

describe('demo documents', () => {
  it('computes the check digits of a CNPJ', () => {
    expect(buildCnpj('11222333', 1)).toBe('11222333000181');
    expect(buildCnpj('33683111', 2)).toBe('33683111000280');
  });

  it('draws distinct roots whose head offices and branches are valid CNPJs', () => {
    const roots = uniqueCnpjRoots(createRandom(7), 500);
    expect(new Set(roots).size).toBe(500);
    for (const root of roots) {
      expect(isValidCnpj(buildCnpj(root, 1)), root).toBe(true);
      expect(isValidCnpj(buildCnpj(root, 17)), root).toBe(true);
    }
  });

  it('masks CPFs as Receita publishes them and writes phones the product accepts', () => {
    const random = createRandom(11);
    for (let i = 0; i < 100; i += 1) {
      expect(isMaskedCpf(maskedCpf(random))).toBe(true);
      expect(isValidLandlinePhone(landline(random, '14'))).toBe(true);
      expect(isValidMobilePhone(mobile(random, '11'))).toBe(true);
    }
  });
});

describe('demo random numbers', () => {
  it('repeat for the same seed and differ between forks', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return [random.next(), random.int(1, 6), random.day('2024-01-01', '2026-11-15')];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(createRandom(42).fork('a').next()).not.toBe(createRandom(42).fork('b').next());
  });

  it('keeps dates and moments inside their range', () => {
    const random = createRandom(3);
    for (let i = 0; i < 500; i += 1) {
      const day = random.day('2024-01-01', '2024-01-31');
      expect(day >= '2024-01-01' && day <= '2024-01-31').toBe(true);
      const moment = random.moment('2024-01-01', '2024-01-01');
      expect(moment.startsWith('2024-01-01T')).toBe(true);
    }
  });
});
