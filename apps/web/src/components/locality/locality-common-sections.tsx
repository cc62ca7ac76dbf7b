import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { ElectedPoliticians, type ElectedPoliticiansProps } from './elected-politicians.tsx';
import { LocalityContacts } from './locality-contacts.tsx';
import { LocalityFiles } from './locality-files.tsx';
import { SectionCard } from './section-card.tsx';
import { TopCompanies, type TopCompaniesProps } from './top-companies.tsx';
import { TwoColumns } from './two-columns.tsx';

export interface LocalityCommonSectionsProps {
  titles: { companies: string; politicians: string; contacts: string; files: string };
  /** The label of the seat's address: the city hall's or the state government's. */
  addressLabel: string;
  companies: TopCompaniesProps;
  politicians: ElectedPoliticiansProps;
  /** The place's profile, source of the contacts and the files. */
  profile: LocalityProfile | undefined;
  profileLoading: boolean;
  /** What the contacts and files say when unfilled ('Informação não preenchida pelo …'). */
  profileEmptyText: string;
}

/** The blocks every city and state profile ends with: companies, politicians, contacts, files. */
export function LocalityCommonSections({
  titles,
  addressLabel,
  companies,
  politicians,
  profile,
  profileLoading,
  profileEmptyText,
}: LocalityCommonSectionsProps) {
  return (
    <>
      <TwoColumns>
        <SectionCard title={titles.companies}>
          <TopCompanies {...companies} />
        </SectionCard>
        <SectionCard title={titles.politicians}>
          <ElectedPoliticians {...politicians} />
        </SectionCard>
      </TwoColumns>
      <TwoColumns>
        <SectionCard title={titles.contacts}>
          <LocalityContacts
            profile={profile}
            loading={profileLoading}
            emptyText={profileEmptyText}
            addressLabel={addressLabel}
          />
        </SectionCard>
        <SectionCard title={titles.files}>
          <LocalityFiles
            files={profile?.multimedia}
            loading={profileLoading}
            emptyText={profileEmptyText}
            noContentText={MESSAGES.common.noContent}
          />
        </SectionCard>
      </TwoColumns>
    </>
  );
}
