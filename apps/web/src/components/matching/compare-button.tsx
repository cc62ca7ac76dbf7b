import { Button, Text } from '@mantine/core';
import { COMPARE_MIN_PLACES } from '@oportuna/domain/matching';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { ListSelection } from '../list-page/use-list-selection.tsx';

/**
 * 'Comparar (N)': opens the comparison of the selected places (with a project, scored for
 * it); enabled from two places on. 'Limpar seleção' empties the selection. A full selection
 * says why the other checkboxes are off.
 */
export function CompareButton({
  selection,
  projectId,
}: {
  selection: ListSelection;
  projectId?: number;
}) {
  const { t } = useTranslation();
  const count = selection.selected.length;
  const label = t('compare.action', { value: count });
  const icon = <IconArrowsLeftRight size={18} />;
  return (
    <>
      {count >= COMPARE_MIN_PLACES ? (
        <Button
          component={Link}
          to={paths.compare.getHref(
            selection.selected.map((item) => item.key),
            projectId,
          )}
          leftSection={icon}
        >
          {label}
        </Button>
      ) : (
        <Button disabled leftSection={icon} title={t('compare.actionHint')}>
          {label}
        </Button>
      )}
      {count > 0 ? (
        <Button variant="subtle" onClick={selection.clear}>
          {t('compare.clearSelection')}
        </Button>
      ) : null}
      <Text size="sm" role="status">
        {selection.full ? t('compare.full', { value: selection.max }) : ''}
      </Text>
    </>
  );
}
