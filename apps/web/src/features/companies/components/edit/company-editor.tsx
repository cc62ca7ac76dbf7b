import type { CompanyDetail } from '@oportuna/domain/companies';
import { EDIT_CONTINUE_CAPS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TabbedEditor } from '../../../../components/tabbed-editor/tabbed-editor.tsx';
import { LeaveGuard } from '../../../../components/unsaved-changes/leave-guard.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../../lib/notify.ts';
import { paths } from '../../../../lib/paths.ts';
import { useUpdateCompanyInfo } from '../../api/update-company-info.ts';
import {
  type CompanyInfoValues,
  type ContactValues,
  checkInfo,
  companyToInfoValues,
  type MediaValue,
  tabOfField,
} from '../../lib/company-info-form.ts';
import { AttachmentsTab } from './attachments-tab.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { LogoTab } from './logo-tab.tsx';

const TAB_KEYS = ['logo', 'contacts', 'attachments'] as const;

/** The company editor: Logomarca, Contatos and Anexos, saved together (PUT …/info). */
export function CompanyEditor({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCompanyInfo(company.cnpj);
  const [active, setActive] = useState(0);
  const [values, setValues] = useState<CompanyInfoValues>(() => companyToInfoValues(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  // What the server holds; a ref, so that leaving right after a save is not questioned.
  const saved = useRef(JSON.stringify(values));
  const current = useRef(values);
  current.current = values;
  const isDirty = useCallback(() => JSON.stringify(current.current) !== saved.current, []);

  const change = useCallback((patch: Partial<CompanyInfoValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
  }, []);
  const changeContact = useCallback((patch: Partial<ContactValues>) => {
    setValues((previous) => ({ ...previous, contact: { ...previous.contact, ...patch } }));
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => !key.startsWith('contact.'))),
    );
  }, []);
  const setLogo = useCallback((logo: CompanyInfoValues['logo']) => change({ logo }), [change]);
  // Emptied, it is null again as stored, so that typing and erasing leaves nothing unsaved.
  const setDescription = useCallback(
    (description: string) => change({ description: description === '' ? null : description }),
    [change],
  );
  const addMedia = useCallback(
    (media: MediaValue) =>
      setValues((previous) => ({ ...previous, multimedia: [...previous.multimedia, media] })),
    [],
  );
  const removeMedia = useCallback(
    (path: string) =>
      setValues((previous) => ({
        ...previous,
        multimedia: previous.multimedia.filter((media) => media.path !== path),
      })),
    [],
  );

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const [first] = Object.keys(found);
    if (first) setActive(tabOfField(first));
  };

  const onSave = async (): Promise<boolean> => {
    const check = checkInfo(values);
    if (!check.ok) {
      showErrors(check.errors);
      const rule = check.errors['contact.name'];
      if (rule === MESSAGES.validation.companyContactIncomplete) notify.warning(rule);
      return false;
    }
    try {
      await update.mutateAsync(check.payload);
      saved.current = JSON.stringify(values);
      setErrors({});
      notify.success(MESSAGES.companies.updated);
      return true;
    } catch (error) {
      notify.error(isApiError(error) ? error.message : MESSAGES.companies.infoUpdateFailed);
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields) {
        showErrors(
          Object.fromEntries(
            Object.entries(fields).map(([key, message]) => [
              key.replace(/^contacts\.0\./, 'contact.'),
              message,
            ]),
          ),
        );
      }
      return false;
    }
  };

  const content = {
    logo: (
      <LogoTab
        logo={values.logo}
        saved={company.info.logo}
        onChange={setLogo}
        description={values.description}
        descriptionError={errors.description}
        onDescriptionChange={setDescription}
      />
    ),
    contacts: (
      <ContactsTab
        company={company}
        contact={values.contact}
        errors={errors}
        onChange={changeContact}
      />
    ),
    attachments: (
      <AttachmentsTab multimedia={values.multimedia} onAdd={addMedia} onRemove={removeMedia} />
    ),
  };

  return (
    <>
      <TabbedEditor
        active={active}
        onActiveChange={setActive}
        // Spec 3 §4: the counter stops at 5; with three tabs the last one comes first.
        lastIndex={Math.min(EDIT_CONTINUE_CAPS.company, TAB_KEYS.length - 1)}
        onSave={onSave}
        onConcluded={() => navigate(paths.companies.detail.getHref(company.cnpj))}
        labels={{
          saveAndContinue: t('companies.edit.saveAndContinue'),
          saveAndConclude: t('companies.edit.saveAndConclude'),
        }}
        tabs={TAB_KEYS.map((key) => ({
          key,
          label: t(`companies.edit.tabs.${key}`),
          content: content[key],
        }))}
      />
      <LeaveGuard isDirty={isDirty} />
    </>
  );
}
