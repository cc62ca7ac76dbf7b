import { Alert, Button, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { enableLocality, useRefreshLocality } from '../api/locality-edit-api.ts';

/**
 * A locality without profile: the notice, and for those who may enable it the button that
 * does; the page then shows the editor.
 */
export function EnableNotice({ code, mayEnable }: { code: number; mayEnable: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefreshLocality();
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      refresh(code, await enableLocality(code));
      notify.success(t('localityEdit.enabled'));
    } catch (error) {
      notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="yellow" title={t('localityEdit.notEnabledTitle')}>
      <Stack gap="md" align="flex-start">
        {MESSAGES.cities.localityNotEnabled}
        {mayEnable ? (
          <Button loading={busy} onClick={() => void enable()}>
            {t('localityEdit.enable')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
