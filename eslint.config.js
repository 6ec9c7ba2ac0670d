import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'src/generated/', '.netlify/', '.state/', 'test-results/', 'playwright-report/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Form input is sanitised by patterns that name control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // The data model runs the same in Node, the prerender and the browser: its compiler (tsconfig.data-model.json)
    // knows none of the page's globals, and `globalThis` is the one name through which a cast would reach them.
    files: ['src/{lib,schemas,paths,i18n}/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'globalThis',
          message: 'The data model reads no global of the page: pass the value in, or move the code to src/browser/.',
        },
      ],
    },
  },
);
