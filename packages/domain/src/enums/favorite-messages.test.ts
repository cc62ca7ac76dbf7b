import { describe, expect, it } from 'vitest';
import type { FavoriteEntity } from './favorite-entity.ts';
import {
  favoriteAddedMessage,
  favoriteAddFailedMessage,
  favoriteRemovedMessage,
  favoriteRemoveFailedMessage,
} from './favorite-messages.ts';

describe('favourite messages', () => {
  it.each<[FavoriteEntity, string]>([
    ['proposal', 'Oportunidade'],
    ['customer', 'Cliente'],
    ['city', 'Cidade'],
    ['company', 'Empresa'],
    ['politician', 'Político'],
    ['state', 'Estado'],
  ])('%s uses the label %s', (entity, label) => {
    expect(favoriteAddedMessage(entity)).toBe(`${label} adicionada aos favoritos`);
    expect(favoriteRemovedMessage(entity)).toBe(`${label} removida dos favoritos`);
    expect(favoriteAddFailedMessage(entity)).toBe(
      `Ocorreu um erro ao favoritar a ${label} selecionada`,
    );
    expect(favoriteRemoveFailedMessage(entity)).toBe(
      `Ocorreu um erro ao remover a ${label} dos favoritos`,
    );
  });

  it('spells out a concrete message', () => {
    expect(favoriteAddedMessage('city')).toBe('Cidade adicionada aos favoritos');
  });
});
