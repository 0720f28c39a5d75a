// @ts-check
/**
 * Lint config of the SPA. ESLint 10 lints each file with the config nearest to it, so `eslint .` at
 * the repository root uses this file for web/: it is the root config plus what is specific to the
 * SPA, so the repository's rules apply here unchanged. Two things are specific to the SPA:
 * React hooks rules, and the feature boundary of STYLE.md — a file under src/features/<a>/ may
 * not import from src/features/<b>/; shared code lives in src/components and src/lib.
 */
import path from 'node:path';

import reactHooks from 'eslint-plugin-react-hooks';

import root from '../eslint.config.js';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or undefined outside src/features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return undefined;
  return file.slice(at + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other (STYLE.md, "The SPA")' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}'. Move what they share to src/components or src/lib.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default [
  ...root,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      casona: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        location: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Response: 'readonly',
        FileReader: 'readonly',
        IntersectionObserver: 'readonly',
        createImageBitmap: 'readonly',
        atob: 'readonly',
        TextDecoder: 'readonly',
        Blob: 'readonly',
        File: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'casona/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      globals: { document: 'readonly', window: 'readonly', setTimeout: 'readonly', fetch: 'readonly' },
    },
  },
];
