import { createTheme, type MantineColorsTuple, PasswordInput } from '@mantine/core';
import { i18n } from '../i18n/index.ts';

// Shades around the brand blue #1c5fa8 (also the favicon's), lightest first as Mantine expects.
const brand: MantineColorsTuple = [
  '#e9f1fb',
  '#d2e1f3',
  '#a4c1e6',
  '#739ed9',
  '#4b81ce',
  '#316fc8',
  '#2265c5',
  '#1c5fa8',
  '#0c4b98',
  '#003f87',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's own label of the show-password button is English.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': i18n.t('common.actions.togglePassword') },
      },
    }),
  },
});
