import { Group } from '@mantine/core';
import type { CompanyListItem } from '@oportuna/domain/companies';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { displayName } from '../lib/company-text.ts';

/**
 * The row and card actions: the menu (Ver detalhes, favourite, Editar) and the star. Spec 3:
 * every user sees Editar; has_permission_to_edit is read but hides nothing.
 */
export function CompanyActionsMenu({ company }: { company: CompanyListItem }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ItemActionsMenu
        name={displayName(company)}
        detailHref={paths.companies.detail.getHref(company.cnpj)}
        favorite={{
          entity: 'company',
          entityId: company.cnpj,
          isFavorite: company.is_favorite,
          invalidateKey: companyKeys.all,
        }}
        editHref={paths.companies.edit.getHref(company.cnpj)}
      />
      <FavoriteToggle
        entity="company"
        entityId={company.cnpj}
        isFavorite={company.is_favorite}
        invalidateKey={companyKeys.all}
        size="sm"
      />
    </Group>
  );
}
