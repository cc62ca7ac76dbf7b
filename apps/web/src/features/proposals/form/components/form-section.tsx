import type { ReactNode } from 'react';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import type { SectionKey } from '../lib/form-steps.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { CityLocationSection } from './city-location-section.tsx';
import { CompanyAddressSection } from './company-address-section.tsx';
import { CompanyDetailsSection } from './company-details-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { IncentiveDetailsSection } from './incentive-details-section.tsx';
import { ProjectDescriptionSection } from './project-description-section.tsx';
import { ReviewSection } from './review-section.tsx';
import { TypeSection } from './type-section.tsx';

export interface FormSectionProps {
  section: SectionKey;
  form: ProposalForm;
  /** 99999-999 in the wizard, 99.999-999 in the editor (spec 1 §5). */
  cepMask?: 'cep' | 'cepDotted';
  /** Fields shown first in the section (the editor's type and status). */
  header?: ReactNode;
  onIncentiveToggle?: () => void;
}

/** One block of the opportunity form, as a wizard step or inside an editor tab. */
export function FormSection({
  section,
  form,
  cepMask = 'cep',
  header,
  onIncentiveToggle,
}: FormSectionProps) {
  switch (section) {
    case 'type':
      return <TypeSection form={form} />;
    case 'cityLocation':
      return (
        <CityLocationSection
          form={form}
          cepMask={cepMask}
          header={header}
          {...(onIncentiveToggle ? { onIncentiveToggle } : {})}
        />
      );
    case 'contact':
      return <ContactSection form={form} />;
    case 'incentives':
      return <IncentiveDetailsSection form={form} />;
    case 'attachments':
      return <AttachmentsSection form={form} />;
    case 'review':
      return <ReviewSection form={form} />;
    case 'companyDetails':
      return <CompanyDetailsSection form={form} header={header} />;
    case 'companyAddress':
      return <CompanyAddressSection form={form} cepMask={cepMask} />;
    case 'projectDescription':
      return <ProjectDescriptionSection form={form} />;
  }
}
