import { AccountInformationForm } from '../components/account-information-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EmailSettingsForm } from '../components/email-settings-form.tsx';
import { NotificationConfigurationForm } from '../components/notification-configuration-form.tsx';
import { PersonalInformationForm } from '../components/personal-information-form.tsx';
import { WithProfile } from '../components/with-profile.tsx';

/** /user-profile/personal-information */
export function PersonalInformationPage() {
  return <WithProfile>{(profile) => <PersonalInformationForm profile={profile} />}</WithProfile>;
}

/** /user-profile/account-information */
export function AccountInformationPage() {
  return <WithProfile>{(profile) => <AccountInformationForm profile={profile} />}</WithProfile>;
}

/** /user-profile/change-password */
export function ChangePasswordPage() {
  return <ChangePasswordForm />;
}

/** /user-profile/notification-configuration */
export function NotificationConfigurationPage() {
  return (
    <WithProfile>{(profile) => <NotificationConfigurationForm profile={profile} />}</WithProfile>
  );
}

/** /user-profile/email-settings (reachable, not in the menu) */
export function EmailSettingsPage() {
  return <WithProfile>{(profile) => <EmailSettingsForm profile={profile} />}</WithProfile>;
}
