import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalityProfile } from '../../../lib/api/locations/get-locality-profile.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useStateToEdit } from '../api/get-place.ts';
import { EditFrame, frameStateOf } from '../components/edit-frame.tsx';
import { EnableNotice } from '../components/enable-notice.tsx';
import { LocalityEditor } from '../components/locality-editor.tsx';
import { NoPermission } from '../components/no-permission.tsx';
import { mayOfferEnable } from '../lib/may-enable.ts';

/**
 * /states/{id}/edit: a state's profile. Those who may enable a state without profile edit it
 * at once (its first save creates it, spec 2 §4); others see the notice.
 */
export function StateEditPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = Number(useParams().stateId);
  const item = useStateToEdit(id);
  const profile = useLocalityProfile(item.data?.code);
  const data = item.data;
  const state = frameStateOf(item, profile);
  const title = data
    ? `${t('localityEdit.stateTitle')}: ${data.name} (${data.uf})`
    : t('localityEdit.stateTitle');
  const mayEnable = data ? mayOfferEnable(user, { kind: 'state', id: data.id }) : false;
  const editable = profile.data ? profile.data.has_permission_to_edit : mayEnable;

  return (
    <EditFrame
      title={title}
      backHref={data ? paths.states.detail.getHref(data.id) : paths.states.list.getHref()}
      state={state}
    >
      {data && profile.data === null && !mayEnable ? (
        <EnableNotice code={data.code} mayEnable={false} />
      ) : null}
      {data && profile.data && !editable ? <NoPermission /> : null}
      {data && profile.isSuccess && editable ? (
        <LocalityEditor
          key={data.code}
          place={{
            kind: 'state',
            id: data.id,
            code: data.code,
            name: data.name,
            uf: data.uf,
            leader: data.governor,
            longitude: data.longitude,
            latitude: data.latitude,
          }}
          profile={profile.data}
          stateCompanies={data.companies.total}
        />
      ) : null}
    </EditFrame>
  );
}
