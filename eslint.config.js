import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Why the data model runs no code made from a string: the compiler that keeps the page's globals out never reads it. */
const CODE_FROM_TEXT =
  "The data model runs no code made from a string: it reaches the page's globals past the data model's compiler " +
  '(tsconfig.data-model.json). Write the code itself, or move it to src/browser/.';

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
    // Code made from a string (`Function('return this')()`, `(0, eval)('this')`, a function's own `constructor`,
    // which is Function) runs unchecked by that compiler and reaches the same globals, so the names it is usually
    // reached by are refused here: `Function`, `eval`, and `constructor` as a property, an object key or a string (a
    // class's own constructor stays allowed). A name spelled from pieces, or Function found by walking prototypes,
    // still gets past: these rules keep honest code honest, they are no sandbox; tests/repository/imports.test.ts
    // refuses a dynamic import of anything but a literal path.
    // The rules `no-new-func` and `no-eval` find part of it with messages of their own, which cannot say why.
    files: ['src/{lib,schemas,paths,i18n}/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'globalThis',
          message: 'The data model reads no global of the page: pass the value in, or move the code to src/browser/.',
        },
        ...['Function', 'eval'].map((name) => ({ name, message: CODE_FROM_TEXT })),
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='constructor']",
          "Property[key.name='constructor']",
          "Literal[value='constructor']",
          "TemplateElement[value.cooked='constructor']",
        ].map((selector) => ({ selector, message: CODE_FROM_TEXT })),
      ],
    },
  },
);
