import { Button } from '@mantine/core';
import { isAdmin } from '@oportuna/domain/auth';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/use-session.ts';

/** 'Habilitar cidade' / 'Habilitar estado' on the list pages, for admins and the superadmin. */
export function EnableLocalityLink({ kind }: { kind: 'city' | 'state' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || !isAdmin(user.roles)) return null;
  return (
    <Button
      component={Link}
      to={kind === 'city' ? paths.cities.new.getHref() : paths.states.new.getHref()}
      variant="default"
      leftSection={<IconMapPinPlus size={18} />}
    >
      {t(kind === 'city' ? 'localityEdit.newCity' : 'localityEdit.newState')}
    </Button>
  );
}
