import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconAffiliate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePartnerInformation } from '../../../lib/api/partners/get-partner-information.ts';
import type { PartnerIdentity } from '../../../lib/api/partners/partner-keys.ts';
import { formatPartnerDocument } from '../lib/connections-text.ts';

/**
 * A person node: GET partners/information lists its companies ('Empresas') and the other
 * partners of those ('Sócios Diretos'); each entry searches its own connections.
 */
export function ConnectionDetailsModal({
  partner,
  onClose,
  onSearch,
}: {
  partner: PartnerIdentity | null;
  onClose: () => void;
  onSearch: (partner: PartnerIdentity) => void;
}) {
  const { t } = useTranslation();
  const information = usePartnerInformation(partner);
  const data = information.data?.data;
  return (
    <Modal
      opened={partner !== null}
      onClose={onClose}
      title={partner?.name ?? t('connections.details.title')}
      size="lg"
      centered
    >
      {information.isPending && partner ? <Loader size="sm" /> : null}
      {information.isError ? (
        <Alert color="red" role="alert">
          {t('connections.details.failed')}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="lg">
          {data.document ? (
            <Text size="sm">
              {t('connections.details.document')}: {formatPartnerDocument(data.document)}
            </Text>
          ) : null}
          <Entries
            title={t('connections.details.companies')}
            entries={data.companies}
            onSearch={onSearch}
          />
          <Entries
            title={t('connections.details.directPartners')}
            entries={data.direct_partners}
            onSearch={onSearch}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

function Entries({
  title,
  entries,
  onSearch,
}: {
  title: string;
  entries: readonly PartnerIdentity[];
  onSearch: (partner: PartnerIdentity) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('connections.details.none')}
        </Text>
      ) : (
        <Table striped verticalSpacing={4}>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={`${entry.document ?? ''}|${entry.name}`}>
                <Table.Td>
                  <Text size="sm">{entry.name}</Text>
                  {entry.document ? (
                    <Text size="xs" c="dimmed">
                      {formatPartnerDocument(entry.document)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td w={1}>
                  <Group justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconAffiliate size={14} />}
                      aria-label={t('connections.details.search', { name: entry.name })}
                      onClick={() => onSearch({ name: entry.name, document: entry.document })}
                    >
                      {t('connections.details.searchShort')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
