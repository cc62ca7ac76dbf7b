/** Favourite marks: what can be starred, the request and the messages that confirm it. */
export type { FavoriteRequest } from '../api-contract/favorites.ts';
export { favoriteRequestSchema, favoriteResponseSchema } from '../api-contract/favorites.ts';
export { favoriteEntitySchema } from '../enums/enum-schemas.ts';
export type { FavoriteEntity } from '../enums/favorite-entity.ts';
export { FAVORITE_ENTITIES, FAVORITE_ENTITY_LABELS } from '../enums/favorite-entity.ts';
export {
  favoriteAddedMessage,
  favoriteAddFailedMessage,
  favoriteRemovedMessage,
  favoriteRemoveFailedMessage,
} from '../enums/favorite-messages.ts';
