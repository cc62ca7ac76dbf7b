import { EDIT_CONTINUE_CAPS } from '@oportuna/domain/limits';
import { localityProfileInputSchema } from '@oportuna/domain/localities';
import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityFile, LocalityProfile } from '@oportuna/domain/territory';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TabbedEditor } from '../../../components/tabbed-editor/tabbed-editor.tsx';
import { LeaveGuard } from '../../../components/unsaved-changes/leave-guard.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import {
  createStateLocality,
  deleteLocalityMedia,
  type LocalityMedia,
  saveLocality,
  useCityCompanyCount,
  useRefreshLocality,
  useResponsibleUsers,
} from '../api/locality-edit-api.ts';
import { tabOfError, toFormErrors } from '../lib/form-errors.ts';
import { buildPayload, type LocalityFormValues, profileToValues } from '../lib/locality-form.ts';
import type { LocalityPlace } from '../lib/locality-place.ts';
import {
  discardTab,
  formHasChanges,
  type LocalityTabKey,
  tabHasChanges,
} from '../lib/tab-changes.ts';
import { ShowcaseTab } from '../showcase/showcase-tab.tsx';
import { AttachmentsTab } from './attachments-tab.tsx';
import { BasicTab } from './basic-tab.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { DeleteMediaModal } from './delete-media-modal.tsx';
import { IncentivesTab } from './incentives-tab.tsx';
import { IndustrialAreaTab } from './industrial-area-tab.tsx';
import { ReviewTab } from './review-tab.tsx';
import { TabLeaveModal } from './tab-leave-modal.tsx';
import { VocationsTab } from './vocations-tab.tsx';

const CITY_TABS: readonly LocalityTabKey[] = [
  'basic',
  'incentives',
  'contacts',
  'industrialArea',
  'vocations',
  'attachments',
  'review',
  'showcase',
];
const STATE_TABS: readonly LocalityTabKey[] = ['basic', 'contacts', 'attachments', 'showcase'];

export interface LocalityEditorProps {
  place: LocalityPlace;
  /** The saved profile; null only for a state never saved (its first save creates it). */
  profile: LocalityProfile | null;
  /** A state's registered companies (its detail answers them); a city's are counted here. */
  stateCompanies?: number;
}

/** The locality editor (spec 2 'City edit', 'State edit'): tabs saved together. */
export function LocalityEditor({ place, profile, stateCompanies }: LocalityEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshLocality();
  const tabs = place.kind === 'city' ? CITY_TABS : STATE_TABS;
  const editors = useResponsibleUsers(place.code, profile !== null);
  const cityCompanies = useCityCompanyCount(place.kind === 'city' ? place.code : undefined);
  const [active, setActive] = useState(0);
  const [askingTab, setAskingTab] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [values, setValues] = useState<LocalityFormValues>(() => profileToValues(profile));
  // What the server holds, and what the form holds now: refs, so that leaving right after a
  // save is not questioned.
  const saved = useRef(values);
  const current = useRef(values);
  current.current = values;
  const isDirty = useCallback(() => formHasChanges(current.current, saved.current), []);

  const change = useCallback((patch: Partial<LocalityFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
  }, []);

  const activeKey = tabs[active] ?? 'basic';
  const goTo = (index: number) => {
    if (index === active) return;
    if (tabHasChanges(activeKey, current.current, saved.current)) setAskingTab(index);
    else setActive(index);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const [first] = Object.keys(found);
    if (!first) return;
    const index = tabs.indexOf(tabOfError(first));
    if (index >= 0) setActive(index);
  };

  const onSave = async (): Promise<boolean> => {
    const payload = buildPayload(current.current, {
      kind: place.kind,
      cityId: place.kind === 'city' ? place.id : undefined,
      choosesResponsible: editors.isSuccess,
    });
    const check = validateWithSchema(localityProfileInputSchema, payload);
    if (!check.success) {
      const found = toFormErrors(check.errors, payload);
      showErrors(found);
      notify.error(Object.values(found)[0] ?? MESSAGES.common.unexpectedFailure);
      return false;
    }
    try {
      const answer =
        place.kind === 'state' && profile === null
          ? await createStateLocality(place.id, payload)
          : await saveLocality(place.code, payload);
      const next = profileToValues(answer);
      saved.current = next;
      current.current = next;
      setValues(next);
      setErrors({});
      refresh(place.code, answer);
      return true;
    } catch (error) {
      notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
      if (isApiError(error) && error.fields) showErrors(toFormErrors(error.fields, payload));
      return false;
    }
  };

  const [deleting, setDeleting] = useState<{ media: LocalityMedia; file: LocalityFile } | null>(
    null,
  );
  const deleteMedia = (media: LocalityMedia, file: LocalityFile) => setDeleting({ media, file });
  const confirmDelete = async () => {
    if (!deleting) return;
    const { media, file } = deleting;
    try {
      await deleteLocalityMedia(place.code, media, file.id);
      notify.success(t('localityEdit.fileDeleted'));
      refresh(place.code);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
    }
  };

  const content: Record<LocalityTabKey, () => React.ReactNode> = {
    basic: () => (
      <BasicTab
        place={place}
        values={values}
        errors={errors}
        onChange={change}
        editors={editors.data?.data}
        companies={place.kind === 'city' ? cityCompanies.data : stateCompanies}
        savedLogo={profile?.logo ?? null}
        images={profile?.images ?? []}
        onDeleteImage={(image) =>
          deleteMedia(place.kind === 'city' ? 'gallery-image' : 'image', image)
        }
      />
    ),
    incentives: () => (
      <IncentivesTab
        incentives={values.incentives}
        errors={errors}
        onChange={(incentives) => change({ incentives })}
      />
    ),
    contacts: () => (
      <ContactsTab
        contact={values.contact}
        cityHall={values.cityHall}
        errors={errors}
        onContactChange={(patch) => change({ contact: { ...values.contact, ...patch } })}
        onCityHallChange={(patch) =>
          setValues((previous) => ({ ...previous, cityHall: { ...previous.cityHall, ...patch } }))
        }
      />
    ),
    industrialArea: () => (
      <IndustrialAreaTab
        place={place}
        saved={profile?.industrial_area ?? null}
        hectares={profile?.industrial_area_hectares ?? null}
        drawn={values.industrialArea}
        onChange={(industrialArea) => change({ industrialArea })}
      />
    ),
    vocations: () => (
      <VocationsTab vocations={values.vocations} onChange={(vocations) => change({ vocations })} />
    ),
    attachments: () => (
      <AttachmentsTab
        saved={profile?.multimedia ?? []}
        pending={values.pendingMultimedia}
        onPendingChange={(pendingMultimedia) => change({ pendingMultimedia })}
        onDeleteSaved={(file) => deleteMedia('attachment', file)}
      />
    ),
    review: () => <ReviewTab place={place} values={values} profile={profile} />,
    showcase: () => <ShowcaseTab kind={place.kind} id={place.id} code={String(place.code)} />,
  };

  return (
    <>
      <TabbedEditor
        active={active}
        onActiveChange={goTo}
        lastIndex={
          place.kind === 'state'
            ? Math.min(EDIT_CONTINUE_CAPS.state, tabs.length - 1)
            : tabs.length - 1
        }
        onSave={onSave}
        onConcluded={() => {
          notify.success(MESSAGES.cities.localityUpdated);
          navigate(paths.cities.list.getHref());
        }}
        labels={{
          saveAndContinue: t('companies.edit.saveAndContinue'),
          saveAndConclude: t('companies.edit.saveAndConclude'),
        }}
        tabs={tabs.map((key) => ({
          key,
          label: t(`localityEdit.tabs.${key}`),
          content: key === activeKey ? content[key]() : null,
        }))}
      />
      <DeleteMediaModal
        name={
          deleting
            ? (deleting.file.original_name ?? deleting.file.name ?? deleting.file.path)
            : null
        }
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <TabLeaveModal
        opened={askingTab !== null}
        onStay={() => setAskingTab(null)}
        onDiscard={() => {
          const next = discardTab(activeKey, current.current, saved.current);
          current.current = next;
          setValues(next);
          setErrors({});
          if (askingTab !== null) setActive(askingTab);
          setAskingTab(null);
        }}
      />
      <LeaveGuard isDirty={isDirty} />
    </>
  );
}
