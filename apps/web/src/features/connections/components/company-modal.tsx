import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ConnectionNode } from '@oportuna/domain/partners';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatPartnerDocument } from '../lib/connections-text.ts';

/** A company node: its name, its CNPJ and the way to its page. */
export function CompanyModal({
  node,
  onClose,
}: {
  node: ConnectionNode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={node !== null} onClose={onClose} title={node?.name ?? ''} centered>
      {node ? (
        <Stack gap="md">
          <Group gap={6}>
            <Text fw={600} size="sm">
              {t('connections.company.cnpj')}:
            </Text>
            <Text size="sm">{formatPartnerDocument(node.cnpj) || t('common.notInformed')}</Text>
          </Group>
          {node.cnpj ? (
            <Group justify="flex-end">
              <Button
                component={Link}
                to={paths.companies.detail.getHref(node.cnpj)}
                leftSection={<IconBuilding size={18} />}
              >
                {t('connections.company.open')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
