import { describe, expect, it } from 'vitest';
import type { FavoriteEntity } from './favorite-entity.ts';
import {
  favoriteAddedMessage,
  favoriteAddFailedMessage,
  favoriteRemovedMessage,
  favoriteRemoveFailedMessage,
} from './favorite-messages.ts';

describe('favourite messages agree with the gender of the entity', () => {
  it.each<[FavoriteEntity, string, string, string, string]>([
    [
      'city',
      'Cidade adicionada aos favoritos',
      'Cidade removida dos favoritos',
      'Ocorreu um erro ao favoritar a Cidade selecionada',
      'Ocorreu um erro ao remover a Cidade dos favoritos',
    ],
    [
      'state',
      'Estado adicionado aos favoritos',
      'Estado removido dos favoritos',
      'Ocorreu um erro ao favoritar o Estado selecionado',
      'Ocorreu um erro ao remover o Estado dos favoritos',
    ],
    [
      'politician',
      'Político adicionado aos favoritos',
      'Político removido dos favoritos',
      'Ocorreu um erro ao favoritar o Político selecionado',
      'Ocorreu um erro ao remover o Político dos favoritos',
    ],
    [
      'company',
      'Empresa adicionada aos favoritos',
      'Empresa removida dos favoritos',
      'Ocorreu um erro ao favoritar a Empresa selecionada',
      'Ocorreu um erro ao remover a Empresa dos favoritos',
    ],
    [
      'proposal',
      'Oportunidade adicionada aos favoritos',
      'Oportunidade removida dos favoritos',
      'Ocorreu um erro ao favoritar a Oportunidade selecionada',
      'Ocorreu um erro ao remover a Oportunidade dos favoritos',
    ],
    [
      'customer',
      'Cliente adicionado aos favoritos',
      'Cliente removido dos favoritos',
      'Ocorreu um erro ao favoritar o Cliente selecionado',
      'Ocorreu um erro ao remover o Cliente dos favoritos',
    ],
  ])('%s', (entity, added, removed, addFailed, removeFailed) => {
    expect(favoriteAddedMessage(entity)).toBe(added);
    expect(favoriteRemovedMessage(entity)).toBe(removed);
    expect(favoriteAddFailedMessage(entity)).toBe(addFailed);
    expect(favoriteRemoveFailedMessage(entity)).toBe(removeFailed);
  });

  it('names the item in audit descriptions', () => {
    expect(favoriteAddedMessage('state', 35)).toBe('Estado 35 adicionado aos favoritos');
    expect(favoriteRemovedMessage('city', 3550308)).toBe('Cidade 3550308 removida dos favoritos');
  });
});
