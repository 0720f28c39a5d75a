/**
 * Issue 19's notice preferences, /dashboard/profile/notifications, against the real services: a
 * person turns a kind of notice off for a channel, the box saves as it is ticked, and it is still
 * off after a reload (read back from notifications' store); in Spanish and in English, axe clean.
 * Without a phone on the profile the WhatsApp boxes wait for one; a channel that carries nothing of
 * a kind has a dash instead of a box.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import {
  axeViolations,
  blocking,
  closeBrowser,
  newContext,
  open,
  registerOwner,
  screenshot,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;

const CASES = [
  {
    language: 'es',
    title: 'Preferencias de avisos',
    box: 'Estado de cuenta mensual por Correo',
    other: 'Documentos por vencer por En Casona',
    saved: 'Guardado.',
  },
  {
    language: 'en',
    title: 'Notification preferences',
    box: 'Monthly statement by Email',
    other: 'Documents about to expire by In Casona',
    saved: 'Saved.',
  },
] as const;

describe('issue 19: notice preferences (/dashboard/profile/notifications)', { skip }, () => {
  for (const c of CASES) {
    it(`a choice is kept after a reload (${c.language})`, async () => {
      const tag = testTag();
      const context = await newContext(c.language);
      const page = await context.newPage();
      const errors = trackErrors(page);
      await registerOwner(
        page,
        `Avisos ${tag}`,
        `avisos-${c.language}-${tag}@example.mx`,
        'Casona-avisos-2026',
      );
      await open(page, '/dashboard/profile/notifications');
      await page.getByRole('heading', { level: 1, name: c.title }).waitFor();

      const box = page.getByRole('checkbox', { name: c.box });
      const other = page.getByRole('checkbox', { name: c.other });
      assert.equal(await box.isChecked(), true, 'email is on until the person chooses');
      assert.equal(await other.isChecked(), true);
      await box.click();
      await page.getByTestId('preferences-saved').filter({ hasText: c.saved }).waitFor();
      await other.click();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
            (i) => i.getAttribute('aria-label') === name && !i.checked && !i.disabled,
          ),
        c.other,
      );

      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
      await box.waitFor();
      assert.equal(await box.isChecked(), false, 'the choice came back from the server');
      assert.equal(await other.isChecked(), false);
      // Only the channels that carry a kind of notice have a box (proto's CATEGORY_CHANNELS): 14 of 24.
      assert.equal(await page.getByRole('table').getByRole('checkbox').count(), 14);
      assert.equal(await page.getByTestId('pref-tours_leads-in_app').count(), 0);
      await page.getByTestId('pref-tours_leads-in_app-none').waitFor();
      // No phone yet: WhatsApp cannot be turned on from here.
      assert.equal(await page.getByTestId('pref-chores-whatsapp').isDisabled(), true);

      assert.deepEqual(blocking(await axeViolations(page)), []);
      await screenshot(page, `preferences-${c.language}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
