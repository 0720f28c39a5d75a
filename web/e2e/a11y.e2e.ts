/**
 * axe-core on every public page, both languages, desktop and phone: zero serious or critical
 * violations. The same visits save the screenshots CI keeps (.ci/artifacts/screenshots).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { PUBLIC_PAGES } from './pages.ts';
import {
  axeViolations as axe,
  blocking as blockingOf,
  closeBrowser,
  LANGUAGES,
  newContext,
  open,
  screenshot,
  scrollThrough,
  type Device,
} from './support.ts';

after(closeBrowser);

const DEVICE_LIST: Device[] = ['desktop', 'phone'];

for (const device of DEVICE_LIST) {
  for (const language of LANGUAGES) {
    describe(`accessibility on ${device} in ${language}`, () => {
      for (const page of PUBLIC_PAGES) {
        it(`${page.name}`, async () => {
          const context = await newContext(language, device);
          const tab = await context.newPage();
          await open(tab, page.path);
          await tab.locator('h1').first().waitFor();
          if (page.name === 'landing') await scrollThrough(tab);
          await screenshot(tab, `${page.name}-${language}-${device}`);
          const violations = await axe(tab);
          const blocking = blockingOf(violations);
          if (violations.length > 0) {
            console.log(
              `${page.name} ${language} ${device}:`,
              violations.map((v) => `${v.impact} ${v.id}`).join(', '),
            );
          }
          assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2));
          await context.close();
        });
      }
    });
  }
}

// The scans above see forms before anyone types; validation messages appear only then, so one form
// is scanned again with its errors on screen (Mantine's default error red read 3.3:1 on white).
describe('accessibility with form errors on screen', () => {
  for (const language of LANGUAGES) {
    it(`register form with errors in ${language}`, async () => {
      const context = await newContext(language, 'desktop');
      const tab = await context.newPage();
      await open(tab, '/register');
      await tab.locator('input[autocomplete="email"]').fill('not-an-email');
      await tab.locator('input[autocomplete="new-password"]').nth(0).fill('short');
      await tab.locator('input[autocomplete="new-password"]').nth(1).fill('other');
      await tab.locator('input[autocomplete="name"]').focus();
      await tab.locator('[aria-invalid="true"]').first().waitFor();
      await tab.locator('.mantine-InputWrapper-error').first().waitFor();
      await screenshot(tab, `register-errors-${language}-desktop`);
      const violations = await axe(tab);
      const blocking = blockingOf(violations);
      assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2));
      await context.close();
    });
  }
});
