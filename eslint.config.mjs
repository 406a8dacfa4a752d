// Strict, promise-aware lint for server and web (STYLE.md 2.15): type-aware rules, no `any`, no console,
// a size budget per file, no literal UI strings in the web's JSX, and area boundaries.
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

const typeAware = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/switch-exhaustiveness-check': 'error',
  '@typescript-eslint/require-await': 'error',
  '@typescript-eslint/no-explicit-any': 'error',
  '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  eqeqeq: ['error', 'always'],
  curly: ['error', 'multi-line'],
  'no-console': 'error',
  'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-artifacts/**', 'web/vite.config.ts', '**/*.mjs', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['apps/**/*.ts', 'libs/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: typeAware,
  },
  {
    files: ['libs/**/*.ts'],
    ignores: ['libs/core/**', 'libs/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@gengyun/*/src/*', '**/libs/*/src/*'], message: 'Use another area only through its index (exported services), never its entities or files.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: './web/tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: typeAware,
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.web-spec.ts', 'libs/**/migrations/**', 'libs/contracts/src/i18n/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
