import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

type Tone = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<Tone, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'brand',
};

/**
 * Snackbars (at most 3 on screen, set in the providers). An `id` keeps a repeated message,
 * such as a failing poll, from stacking up while the first one is still visible.
 */
function show(tone: Tone, message: string, id?: string): void {
  // The close button is named, or a screen reader hears only 'button' (axe: button-name).
  notifications.show({
    message,
    color: COLORS[tone],
    closeButtonProps: { 'aria-label': i18n.t('common.actions.closeNotice') },
    ...(id ? { id } : {}),
  });
}

export const notify = {
  success: (message: string, id?: string) => show('success', message, id),
  error: (message: string, id?: string) => show('error', message, id),
  warning: (message: string, id?: string) => show('warning', message, id),
  info: (message: string, id?: string) => show('info', message, id),
};
