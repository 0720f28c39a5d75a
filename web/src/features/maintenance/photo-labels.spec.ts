/**
 * A chore card's photos: the first ones come with every chore — a routine linen change made by a
 * rule, a monthly check, a worker's report — so their label names no problem; the others show how
 * it was left. Words in both languages.
 */
import { describe, expect, it } from 'vitest';

import type { Words } from '../../lib/i18n/catalogue.ts';

import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';

const list = (words: Words<typeof es>) => words.chores.list;
const form = (words: Words<typeof es>) => words.chores.form;

describe("a chore card's photo labels", () => {
  it.each([
    ['es', es, /problema/i],
    ['en', en, /problem/i],
  ] as const)('fit routine chores as well as reports (%s)', (_lang, words, problem) => {
    expect(list(words).problemPhotos).not.toMatch(problem);
    expect(list(words).resolutionPhotos).not.toMatch(problem);
    expect(form(words).resolutionImages).not.toMatch(problem);
    // The form still tells the person what the first photos are for.
    expect(form(words).problemImages).toMatch(problem);
  });
});
