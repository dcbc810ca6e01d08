// The root flat config, plus what only the web app needs.
import root from '../../eslint.config.js';

export default [
  ...root,
  // Plain browser scripts copied as-is into the build (no TypeScript project).
  { ignores: ['public/**', 'e2e/*.mjs', 'scripts/**'] },
];
