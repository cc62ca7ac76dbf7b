import { Badge } from '@mantine/core';
import type { CompanyType } from '@oportuna/domain/companies';
import { useTranslation } from 'react-i18next';

/** Colours the theme darkens to WCAG AA on their own tint (app/theme.ts). */
const TYPE_COLORS: Record<CompanyType, string> = { MATRIZ: 'blue', FILIAL: 'teal' };

/**
 * Matriz or Filial, as Receita tells an establishment: a company's branches share its name
 * and would read as the same row twice without it.
 */
export function CompanyTypeBadge({ type, size = 'sm' }: { type: CompanyType; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TYPE_COLORS[type]} size={size} radius="sm" tt="none">
      {t(`companies.types.${type}`)}
    </Badge>
  );
}
