import { TIMING } from '@oportuna/domain/limits';
import { useEffect } from 'react';

const SPLASH_ID = 'splash-screen';

/**
 * The splash screen is static markup in index.html, so it shows before any script runs.
 * Once the first route has rendered it fades out when the browser goes idle, at the
 * latest after TIMING.splashIdleMs; the fade matches the content animation.
 */
export function useHideSplashScreen(): void {
  useEffect(() => {
    const splash = document.getElementById(SPLASH_ID);
    if (!splash) return;
    const hide = () => {
      splash.classList.add('splash-hidden');
      setTimeout(() => splash.remove(), TIMING.contentAnimationMs);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(hide, { timeout: TIMING.splashIdleMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(hide, TIMING.splashIdleMs);
    return () => clearTimeout(timer);
  }, []);
}
