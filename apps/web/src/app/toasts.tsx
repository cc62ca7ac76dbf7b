import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { LAYOUT } from '@oportuna/domain/limits';
import type { CSSProperties } from 'react';
import { HEADER_HEIGHT_PX } from '../lib/layout.ts';
import classes from './toasts.module.css';

/**
 * Where snackbars appear (at most 3 at a time). Top centre, just under the header: clear of the
 * user menu and the bell at the header's right, of the buttons at the right of each
 * sub-header (the star among them), and of form actions, which sit at the bottom of forms.
 * A toast that appeared under the pointer would also stay for as long as it is hovered.
 * Above modals, below menus and selects, which open over it.
 */
export function Toasts() {
  return (
    <Notifications
      limit={LAYOUT.maxSnackbars}
      position="top-center"
      zIndex={getDefaultZIndex('modal') + 50}
      classNames={{ root: classes.root }}
      style={{ '--toasts-header-height': `${HEADER_HEIGHT_PX}px` } as CSSProperties}
    />
  );
}
