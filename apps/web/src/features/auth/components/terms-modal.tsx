import { Button, Checkbox, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/get-config.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useAcceptContract } from '../api/accept-contract.ts';
import { TermsText } from './terms-text.tsx';

/** Covers the whole application until the customer's contract is accepted. */
export function TermsModal() {
  const { t } = useTranslation();
  const { terms, user } = useSession();
  const config = useConfig();
  const accept = useAcceptContract();
  const [checked, setChecked] = useState(false);
  const customerId = user?.customer?.id;

  const confirm = () => {
    // Only a customer's users sign a contract; without one there is nothing to accept.
    if (customerId === undefined) {
      notify.warning(MESSAGES.auth.termsAcceptFailed);
      return;
    }
    accept.mutate(customerId);
  };

  return (
    <Modal
      opened={!terms}
      onClose={() => undefined}
      title={t('terms.modalTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      centered
      overlayProps={{ backgroundOpacity: 0.75, blur: 4 }}
      zIndex={400}
    >
      <Stack gap="lg">
        <ScrollArea.Autosize mah="55vh" offsetScrollbars type="auto">
          <TermsText version={config.data?.contract_version} />
        </ScrollArea.Autosize>
        <Checkbox
          label={t('terms.accept')}
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button disabled={!checked} loading={accept.isPending} onClick={confirm}>
            {t('terms.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
