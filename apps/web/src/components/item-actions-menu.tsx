import { ActionIcon, Menu } from '@mantine/core';
import type { FavoriteEntity, FavoriteRequest } from '@oportuna/domain/favorites';
import { IconDots, IconEye, IconPencil, IconStar, IconStarOff } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToggleFavorite } from '../lib/favorites/toggle-favorite.ts';

export interface ItemActionsMenuProps {
  name: string;
  detailHref: string;
  favorite?: {
    entity: FavoriteEntity;
    entityId: FavoriteRequest['entity_id'];
    isFavorite: boolean;
    invalidateKey?: QueryKey;
  };
  /** Only for items the server lets this user edit (has_permission_to_edit). */
  editHref?: string | null;
}

/** The row and card menu: Ver detalhes, the favourite toggle, Editar when allowed. */
export function ItemActionsMenu({ name, detailHref, favorite, editHref }: ItemActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('list.itemMenu', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={detailHref} leftSection={<IconEye size={16} />}>
          {t('list.viewDetails')}
        </Menu.Item>
        {favorite ? <FavoriteMenuItem {...favorite} /> : null}
        {editHref ? (
          <Menu.Item component={Link} to={editHref} leftSection={<IconPencil size={16} />}>
            {t('list.edit')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function FavoriteMenuItem({
  entity,
  entityId,
  isFavorite,
  invalidateKey,
}: NonNullable<ItemActionsMenuProps['favorite']>) {
  const { t } = useTranslation();
  const mutation = useToggleFavorite(entity, invalidateKey);
  return (
    <Menu.Item
      leftSection={isFavorite ? <IconStarOff size={16} /> : <IconStar size={16} />}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate({ entityId, favorite: !isFavorite })}
    >
      {isFavorite ? t('favorites.remove') : t('favorites.add')}
    </Menu.Item>
  );
}
