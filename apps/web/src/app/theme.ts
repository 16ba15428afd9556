import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import type { DatesProviderSettings } from '@mantine/dates';

/** Deep blue-teal: trust. Shade 7 carries white text at WCAG AA. */
const cumplia: MantineColorsTuple = [
  '#e7f4f5',
  '#cfe6e8',
  '#a0ccd1',
  '#6db1b9',
  '#449aa4',
  '#2b8b96',
  '#1c7f8b',
  '#0e6a75',
  '#0e5a66',
  '#004b55',
];

/** Warm accent for calls to action. Shade 8 carries white text at WCAG AA. */
const accent: MantineColorsTuple = [
  '#fff1e6',
  '#ffe0cc',
  '#fcbf98',
  '#f99c60',
  '#f68032',
  '#f56e16',
  '#f56405',
  '#da5300',
  '#b84600',
  '#a93b00',
];

/**
 * Light badges and buttons (status labels such as 'Pendiente' in yellow) keep Mantine's tinted background but
 * take the colour's darkest shade, darkened further, for text: every status reads at WCAG AA contrast.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const name = input.color ?? input.theme.primaryColor;
  if (!(name in input.theme.colors)) return colors;
  return { ...colors, color: `color-mix(in srgb, var(--mantine-color-${name}-9) 70%, black)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'cumplia',
  primaryShade: 7,
  colors: { cumplia, accent },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A status badge shows its whole label: Mantine's default cuts what overflows its box ('Aceptado con err…').
    Badge: Badge.extend({ styles: { label: { overflow: 'visible' } } }),
  },
});

/** Mantine's 'dimmed' grey falls below WCAG AA on white; ours is one shade darker. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
});

/** Calendars in Spanish, weeks from Monday. */
export const datesSettings: DatesProviderSettings = { locale: 'es', firstDayOfWeek: 1 };
