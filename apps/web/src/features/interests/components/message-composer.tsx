import { Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_MESSAGE,
  type MessageDraft,
  MessageFields,
  messageError,
} from '../../../components/interest/message-fields.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useSendInterestMessage } from '../api/send-interest-message.ts';

/** The reply box of a thread; a retried send keeps its key, so it writes one message. */
export function MessageComposer({ interestId }: { interestId: number }) {
  const { t } = useTranslation();
  const send = useSendInterestMessage(interestId);
  const [draft, setDraft] = useState<MessageDraft>(EMPTY_MESSAGE);
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const invalid = messageError(draft.text);
    setError(invalid);
    if (invalid) return;
    send.mutate(
      {
        body: draft.text,
        client_key: clientKey,
        attachments: draft.attachments.map(({ path }) => ({ path })),
      },
      {
        onSuccess: () => {
          setDraft(EMPTY_MESSAGE);
          setClientKey(crypto.randomUUID());
        },
        onError: (failure) => {
          const fieldError = isApiError(failure) ? failure.fields?.body : undefined;
          if (fieldError) setError(fieldError);
          else notify.error(isApiError(failure) ? failure.message : t('common.errors.unexpected'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('interests.thread.reply')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <MessageFields
          label={t('interests.thread.newMessage')}
          value={draft}
          onChange={(update) => {
            setDraft(update);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} />}>
            {t('interests.thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
