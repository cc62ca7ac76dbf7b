import { FAVORITE_ENTITY_LABELS, type FavoriteEntity } from './favorite-entity.ts';

// The spec fixes one sentence for every entity, so the agreement stays feminine whatever the label.
export function favoriteAddedMessage(entity: FavoriteEntity): string {
  return `${FAVORITE_ENTITY_LABELS[entity]} adicionada aos favoritos`;
}

export function favoriteRemovedMessage(entity: FavoriteEntity): string {
  return `${FAVORITE_ENTITY_LABELS[entity]} removida dos favoritos`;
}

export function favoriteAddFailedMessage(entity: FavoriteEntity): string {
  return `Ocorreu um erro ao favoritar a ${FAVORITE_ENTITY_LABELS[entity]} selecionada`;
}

export function favoriteRemoveFailedMessage(entity: FavoriteEntity): string {
  return `Ocorreu um erro ao remover a ${FAVORITE_ENTITY_LABELS[entity]} dos favoritos`;
}
