import { Navigate, useLocation } from 'react-router';
import { errorPageState } from '../../lib/failed-location.ts';
import { paths } from '../../lib/paths.ts';

/** Sends an address with no screen to the error page, which remembers it for 'Atualizar Página'. */
export function ToErrorPage() {
  const location = useLocation();
  return <Navigate to={paths.error.getHref()} replace state={errorPageState(location)} />;
}
