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

const bronze: MantineColorsTuple = [
  '#fbf8e9',
  '#f2edd6',
  '#e4d9ad',
  '#d5c47f',
  '#c9b259',
  '#c1a740',
  '#bda132',
  '#a68c24',
  '#937c1c',
  '#7f6b0f',
];

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  colors: { brown, bronze },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Colours meet AA through the CSS variables (css-variables.ts). Components are
  // named, not imported, here: importing Modal would put it in every first visit.
  components: {
    // A link inside text is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A dialog's header is not a second banner landmark beside the page's
    // top bar; the dialog is named once, by its title (aria-labelledby).
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // A toast's text under its title is Mantine's grey 6 (3.3:1 on white), not the
    // dimmed colour css-variables.ts corrects: use that one.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});
