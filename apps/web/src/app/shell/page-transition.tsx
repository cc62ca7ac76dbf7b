import { TIMING } from '@oportuna/domain/limits';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './page-transition.module.css';

/** Each new page fades in (content animation, TIMING.contentAnimationMs). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const style = { '--page-transition-duration': `${TIMING.contentAnimationMs}ms` } as CSSProperties;
  return (
    <div key={pathname} className={classes.page} style={style}>
      {children}
    </div>
  );
}
