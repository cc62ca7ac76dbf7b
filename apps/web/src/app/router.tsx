import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { rootRoutes } from './routes/root-routes.tsx';

const router = createBrowserRouter(rootRoutes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
