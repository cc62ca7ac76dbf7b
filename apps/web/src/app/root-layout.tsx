import { Outlet } from 'react-router';
import { useHideSplashScreen } from './splash-screen.ts';

/** The router's root: every route renders inside it, the first one takes the splash away. */
export function RootLayout() {
  useHideSplashScreen();
  return <Outlet />;
}
