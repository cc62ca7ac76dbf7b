import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { ProfileSideMenu } from '../components/profile-side-menu.tsx';

/** /user-profile/*: 'Perfil do usuário', the side menu and the chosen form. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const title = t('profile.title');
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[]}
        actions={<BackButton to={paths.home.getHref()} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ProfileSideMenu />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </>
  );
}
