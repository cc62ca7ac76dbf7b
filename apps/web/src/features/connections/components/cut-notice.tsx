import { Alert, List } from '@mantine/core';
import type { ConnectionCut } from '@oportuna/domain/partners';
import { IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cutNotice } from '../lib/connections-text.ts';

/** What the server left out of the graph (the 1,000-node layer limit or the 2 s limit). */
export function CutNotice({ cut }: { cut: readonly ConnectionCut[] }) {
  const { t } = useTranslation();
  if (cut.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconScissors size={18} />} title={t('connections.cut.title')}>
      <List size="sm">
        {cut.map((item) => (
          <List.Item key={`${item.reason}:${item.depth}`}>{cutNotice(item, t)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
