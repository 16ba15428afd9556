import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'cumplia',
  primaryShade: 7,
  colors: { cumplia, accent },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's 'dimmed' grey falls below WCAG AA on white; ours is one shade darker. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
});
