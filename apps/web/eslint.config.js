// The root flat config, plus what only the web app needs.
import root from '../../eslint.config.js';

export default [
  ...root,
  // Plain browser scripts copied as-is into the build (no TypeScript project).
  { ignores: ['public/**', 'e2e/*.mjs', 'scripts/**'] },
  {
    // Shared UI knows nothing of the screens: a component that needs a feature
    // (the session, favorites, …) is a feature itself, or takes it as a prop.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**'],
              message:
                'src/components must not import from src/features (see src/components/README.md).',
            },
          ],
        },
      ],
    },
  },
];
