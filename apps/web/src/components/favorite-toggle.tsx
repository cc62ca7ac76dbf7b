import { ActionIcon } from '@mantine/core';
import type { FavoriteEntity, FavoriteRequest } from '@oportuna/domain/favorites';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../lib/favorites/toggle-favorite.ts';

export interface FavoriteToggleProps {
  entity: FavoriteEntity;
  entityId: FavoriteRequest['entity_id'];
  isFavorite: boolean;
  /** Called with the new state once the server has saved it. */
  onChange?: (isFavorite: boolean) => void;
  /** Queries that show this item's star, refetched after a change. */
  invalidateKey?: QueryKey;
  size?: 'sm' | 'md' | 'lg';
}

/** The favourite star of lists, cards and detail headers. */
export function FavoriteToggle({
  entity,
  entityId,
  isFavorite,
  onChange,
  invalidateKey,
  size = 'md',
}: FavoriteToggleProps) {
  const { t } = useTranslation();
  const mutation = useToggleFavorite(entity, invalidateKey);
  // Shows the requested state at once; falls back to the prop when it changes (the list
  // refetched) or when the request failed.
  const [requested, setRequested] = useState<boolean | null>(null);
  const [lastProp, setLastProp] = useState(isFavorite);
  if (lastProp !== isFavorite) {
    setLastProp(isFavorite);
    setRequested(null);
  }
  const shown = requested ?? isFavorite;
  const label = shown ? t('favorites.remove') : t('favorites.add');

  const toggle = () => {
    if (mutation.isPending) return;
    const next = !shown;
    setRequested(next);
    mutation.mutate(
      { entityId, favorite: next },
      {
        onSuccess: () => onChange?.(next),
        onError: () => setRequested(null),
      },
    );
  };

  return (
    // A native title rather than a Tooltip: the star sits in every list row, and the
    // tooltip's positioning code would weigh on each list's first paint.
    <ActionIcon
      variant="subtle"
      color="yellow"
      size={size}
      aria-label={label}
      title={label}
      aria-pressed={shown}
      onClick={toggle}
    >
      {shown ? <IconStarFilled size="70%" /> : <IconStar size="70%" />}
    </ActionIcon>
  );
}
