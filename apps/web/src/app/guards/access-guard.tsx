import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { decideAccess, type RouteAccess } from '../../lib/session/route-access.ts';
import { useSession } from '../../lib/session/use-session.ts';

/**
 * Renders its child routes when the session may see them, otherwise redirects. It reacts
 * to session changes too: a 401 anywhere sends the user to the login screen at once.
 */
export function AccessGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const decision = decideAccess(access, session);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <PageLoader />;
  return <Outlet />;
}
