import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brown: MantineColorsTuple = [
  '#fbf3ec',
  '#efe4d9',
  '#e0c7b0',
  '#d1a884',
  '#c48e5f',
  '#bc7d47',
  '#b9753b',
  '#a2632d',
  '#915726',
  '#7f491c',
];

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  colors: { brown },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
