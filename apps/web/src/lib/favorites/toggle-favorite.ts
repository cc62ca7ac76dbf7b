import {
  type FavoriteEntity,
  type FavoriteRequest,
  favoriteAddedMessage,
  favoriteAddFailedMessage,
  favoriteRemovedMessage,
  favoriteRemoveFailedMessage,
} from '@oportuna/domain/favorites';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { notify } from '../notify.ts';

/** POST favorites */
export function addFavorite(request: FavoriteRequest): Promise<unknown> {
  return apiClient.post<unknown>('favorites', request);
}

/** DELETE favorites, the item named in the body. */
export function removeFavorite(request: FavoriteRequest): Promise<unknown> {
  return apiClient.delete<unknown>('favorites', { body: request });
}

export interface ToggleFavoriteVariables {
  entityId: FavoriteRequest['entity_id'];
  favorite: boolean;
}

/**
 * Adds or removes one favourite and tells the user which; `invalidateKey` names the lists
 * that show the star, so they refetch with the new state.
 */
export function useToggleFavorite(entity: FavoriteEntity, invalidateKey?: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entityId, favorite }: ToggleFavoriteVariables) => {
      const request: FavoriteRequest = { entity, entity_id: entityId };
      return favorite ? addFavorite(request) : removeFavorite(request);
    },
    onSuccess: (_, { favorite }) => {
      notify.success(favorite ? favoriteAddedMessage(entity) : favoriteRemovedMessage(entity));
      if (invalidateKey) void queryClient.invalidateQueries({ queryKey: invalidateKey });
    },
    onError: (_, { favorite }) => {
      notify.error(
        favorite ? favoriteAddFailedMessage(entity) : favoriteRemoveFailedMessage(entity),
      );
    },
  });
}
