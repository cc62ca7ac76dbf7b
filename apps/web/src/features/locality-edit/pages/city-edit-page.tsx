import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalityProfile } from '../../../lib/api/locations/get-locality-profile.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useCityToEdit } from '../api/get-place.ts';
import { EditFrame, frameStateOf } from '../components/edit-frame.tsx';
import { EnableNotice } from '../components/enable-notice.tsx';
import { LocalityEditor } from '../components/locality-editor.tsx';
import { NoPermission } from '../components/no-permission.tsx';
import { mayOfferEnable } from '../lib/may-enable.ts';

/** /cities/{id}/edit: a municipality's profile, enabled first when it has none. */
export function CityEditPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = Number(useParams().cityId);
  const city = useCityToEdit(id);
  const profile = useLocalityProfile(city.data?.code);
  const data = city.data;
  const state = frameStateOf(city, profile);
  const title = data
    ? `${t('localityEdit.cityTitle')}: ${data.name} - ${data.state.uf}`
    : t('localityEdit.cityTitle');

  return (
    <EditFrame
      title={title}
      backHref={data ? paths.cities.detail.getHref(data.id) : paths.cities.list.getHref()}
      state={state}
    >
      {data && profile.data === null ? (
        <EnableNotice
          code={data.code}
          mayEnable={mayOfferEnable(user, { kind: 'city', id: data.id })}
        />
      ) : null}
      {data && profile.data && !profile.data.has_permission_to_edit ? <NoPermission /> : null}
      {data && profile.data?.has_permission_to_edit ? (
        <LocalityEditor
          key={data.code}
          place={{
            kind: 'city',
            id: data.id,
            code: data.code,
            name: data.name,
            uf: data.state.uf,
            leader: data.mayor,
            longitude: data.longitude,
            latitude: data.latitude,
          }}
          profile={profile.data}
        />
      ) : null}
    </EditFrame>
  );
}
