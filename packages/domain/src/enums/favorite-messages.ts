import {
  FAVORITE_ENTITY_GENDERS,
  FAVORITE_ENTITY_LABELS,
  type FavoriteEntity,
} from './favorite-entity.ts';

// The spec writes these sentences for feminine labels ('{label} adicionada aos favoritos');
// the words around the label agree with its gender: 'Estado adicionado', 'o Estado selecionado'.

/** The label and the endings that agree with it: article and participle 'a'/'o'. */
function noun(entity: FavoriteEntity) {
  const ending = FAVORITE_ENTITY_GENDERS[entity] === 'feminine' ? 'a' : 'o';
  return { label: FAVORITE_ENTITY_LABELS[entity], ending };
}

/** The label, followed by the item's identifier when given (audit descriptions name it). */
function subject(entity: FavoriteEntity, id?: number | string) {
  const { label } = noun(entity);
  return id === undefined ? label : `${label} ${id}`;
}

export function favoriteAddedMessage(entity: FavoriteEntity, id?: number | string): string {
  return `${subject(entity, id)} adicionad${noun(entity).ending} aos favoritos`;
}

export function favoriteRemovedMessage(entity: FavoriteEntity, id?: number | string): string {
  return `${subject(entity, id)} removid${noun(entity).ending} dos favoritos`;
}

export function favoriteAddFailedMessage(entity: FavoriteEntity): string {
  const { label, ending } = noun(entity);
  return `Ocorreu um erro ao favoritar ${ending} ${label} selecionad${ending}`;
}

export function favoriteRemoveFailedMessage(entity: FavoriteEntity): string {
  const { label, ending } = noun(entity);
  return `Ocorreu um erro ao remover ${ending} ${label} dos favoritos`;
}
