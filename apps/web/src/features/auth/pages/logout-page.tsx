import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLogout } from '../../../lib/session/use-logout.ts';

export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    navigate(paths.auth.login.getHref(), { replace: true });
  }, [logout, navigate]);
  return <PageLoader />;
}
