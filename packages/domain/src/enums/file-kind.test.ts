import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-kind.ts';

describe('detectFileKind', () => {
  it.each([
    [{ name: 'foto.jpg' }, 'image'],
    [{ name: 'FOTO.JPEG' }, 'image'],
    [{ name: 'uploads/2024/logo.png' }, 'image'],
    [{ name: 'https://cdn.example.com/a/edital.pdf?v=2' }, 'document'],
    [{ name: 'apresentacao.mp4' }, 'video'],
    [{ mimeType: 'image/png' }, 'image'],
    [{ mimeType: 'application/pdf; charset=binary' }, 'document'],
    [{ mimeType: 'video/mp4', name: 'sem-extensao' }, 'video'],
    [{ mimeType: 'application/octet-stream', name: 'planta.pdf' }, 'document'],
    [{ mimeType: 'image/gif', name: 'anim.gif' }, null],
    [{ name: 'planilha.xlsx' }, null],
    [{ name: 'sem-extensao' }, null],
    [{}, null],
  ])('%j → %s', (file, expected) => {
    expect(detectFileKind(file)).toBe(expected);
  });
});
