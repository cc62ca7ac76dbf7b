import { Button, Drawer, Group, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterPanelDrawerProps {
  opened: boolean;
  onClose: () => void;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** The drawer of a list's filters: 'Aplicar Filtros', 'Cancelar', 'Limpar todos os filtros'. */
export function FilterPanelDrawer({
  opened,
  onClose,
  onApply,
  onClear,
  children,
}: FilterPanelDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('list.filters')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md" pb={88}>
        {children}
      </Stack>
      <Group
        gap="xs"
        justify="flex-end"
        p="md"
        bg="var(--mantine-color-body)"
        style={{
          position: 'sticky',
          bottom: 0,
          borderTop: '1px solid var(--mantine-color-gray-3)',
          marginInline: 'calc(var(--mantine-spacing-md) * -1)',
        }}
      >
        <Button variant="subtle" color="red" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('list.cancel')}
        </Button>
        <Button onClick={onApply}>{t('list.applyFilters')}</Button>
      </Group>
    </Drawer>
  );
}
