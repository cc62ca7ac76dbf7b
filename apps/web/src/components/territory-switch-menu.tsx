import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

const ENTRIES = [
  { key: 'cities', href: paths.cities.list.getHref() },
  { key: 'states', href: paths.states.list.getHref() },
] as const;

/** Switches between the city and the state lists. */
export function TerritorySwitchMenu({ current }: { current: 'cities' | 'states' }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} />}
          aria-label={t('list.switchTerritory')}
        >
          {t(`shell.menu.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ENTRIES.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.href}
            aria-current={entry.key === current ? 'page' : undefined}
            fw={entry.key === current ? 700 : undefined}
          >
            {t(`shell.menu.${entry.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
