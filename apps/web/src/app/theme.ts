import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  PasswordInput,
} from '@mantine/core';
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

/**
 * Text colours for WCAG 2.1 AA (4.5:1). Mantine's text, light, outline and filled colours sit at
 * shades 6–7 (green on white 3.4:1, white on green 2.7:1, orange on its tint 3.6:1). Each is
 * the palette's darkest shade, darkened where needed to 6:1 on white and 5:1 on its own tint.
 */
const READABLE: Record<string, string> = {
  red: '#bd2727',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5f3dc4',
  indigo: '#364fc7',
  blue: '#1864ab',
  cyan: '#0a6c7e',
  teal: '#077151',
  green: '#237133',
  lime: '#446e0a',
  yellow: '#984f00',
  orange: '#b03a0c',
};

/** Yellow stays bright where it fills a shape (the favourite star): no text sits on it. */
const FILLED_KEPT = new Set(['yellow']);

function readableColours(): Record<string, string> {
  const variables: Record<string, string> = {
    // Secondary text: Mantine's #868e96 is 3.3:1 on white; #495057 is 9:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  };
  for (const [colour, hex] of Object.entries(READABLE)) {
    variables[`--mantine-color-${colour}-text`] = hex;
    variables[`--mantine-color-${colour}-light-color`] = hex;
    variables[`--mantine-color-${colour}-outline`] = hex;
    if (!FILLED_KEPT.has(colour)) variables[`--mantine-color-${colour}-filled`] = hex;
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: readableColours(),
  dark: {},
});
