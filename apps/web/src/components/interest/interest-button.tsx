import { Button } from '@mantine/core';
import { isSuperAdmin } from '@oportuna/domain/auth';
import { IconMessageCircle, IconThumbUp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenInterestIn } from '../../lib/api/interests/get-open-interest.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/use-session.ts';
import type { InterestTarget } from './interest-dialog.tsx';

const InterestDialog = lazy(async () => ({
  default: (await import('./interest-dialog.tsx')).InterestDialog,
}));

/**
 * "Tenho interesse" on an opportunity, a city or a state. An interest the customer already
 * has open there opens instead ("Ver meu interesse"). Not shown to the superadmin, who has no
 * customer, nor on the caller's own place or (`own`) opportunity.
 */
export function InterestButton({ target, own = false }: { target: InterestTarget; own?: boolean }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const [opened, setOpened] = useState(false);
  const customer = me?.customer ?? null;
  const ownPlace =
    (target.kind === 'city' && customer?.type === 'city' && customer.city_id === target.id) ||
    (target.kind === 'state' && customer?.type === 'state' && customer.state_id === target.id);
  const shown = me !== null && !own && !ownPlace && !isSuperAdmin(me.roles) && customer !== null;
  const open = useOpenInterestIn(shown ? { kind: target.kind, id: target.id } : null);
  if (!shown) return null;
  if (open.data) {
    return (
      <Button
        component={Link}
        to={paths.interests.detail.getHref(open.data.id)}
        variant="light"
        leftSection={<IconMessageCircle size={18} />}
      >
        {t('interests.button.openExisting')}
      </Button>
    );
  }
  return (
    <>
      <Button
        onClick={() => setOpened(true)}
        leftSection={<IconThumbUp size={18} />}
        loading={open.isLoading}
      >
        {t('interests.button.express')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <InterestDialog target={target} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
