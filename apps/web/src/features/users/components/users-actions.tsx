import { ActionIcon, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const SEARCH_DELAY_MS = 400;
const SEARCH_WIDTH = 280;

/** The sub-header of the user list: search, the trash button and the plus button. */
export function UsersActions({
  search,
  onSearch,
  selectedCount,
  onDelete,
}: {
  search: string;
  onSearch: (name: string) => void;
  selectedCount: number;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(search);
  const apply = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <>
      <TextInput
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        // Wide enough for the whole placeholder; never wider than a phone's screen.
        w={SEARCH_WIDTH}
        maw="100%"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
      />
      <ActionIcon
        size="lg"
        color="red"
        variant="light"
        disabled={selectedCount === 0}
        onClick={onDelete}
        aria-label={t('users.deleteSelected')}
        title={t('users.deleteSelected')}
      >
        <IconTrash size={18} />
      </ActionIcon>
      <ActionIcon
        component={Link}
        to={paths.users.new.getHref()}
        size="lg"
        aria-label={t('users.newUser')}
        title={t('users.newUser')}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </>
  );
}
