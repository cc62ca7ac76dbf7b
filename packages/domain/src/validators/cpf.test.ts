import { describe, expect, it } from 'vitest';
import { formatCpf, isMaskedCpf, isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', '11144477735', '12345678909'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['all same digit', '11111111111'],
    ['wrong first check digit', '52998224715'],
    ['wrong second check digit', '52998224726'],
    ['10 digits', '5299822472'],
    ['masked', '***982247**'],
  ])('rejects %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isMaskedCpf', () => {
  it.each([
    ['***123456**', true],
    ['***.123.456-**', true],
    [' ***123456** ', true],
    ['52998224725', false],
    ['**1234567**', false],
    ['***12345**', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isMaskedCpf(value)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['5299822472', '5299822472'],
  ])('%s → %s', (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });
});
