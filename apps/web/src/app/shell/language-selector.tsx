import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The interface is Portuguese only; the selector offers that single entry (spec 1 §1 names it
 * 'Portuguese', shown in Portuguese).
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.language')}>
          <IconLanguage size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item rightSection={<IconCheck size={14} />}>{t('language.portuguese')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
