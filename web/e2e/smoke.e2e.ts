/** A smoke journey per public page in both languages: the page renders in the browser's language, without errors. */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { MESSAGES, PUBLIC_PAGES } from './pages.ts';
import { closeBrowser, LANGUAGES, newContext, open, trackErrors } from './support.ts';

after(closeBrowser);

for (const language of LANGUAGES) {
  describe(`public pages in ${language}`, () => {
    for (const page of PUBLIC_PAGES) {
      it(`${page.name} (${page.path})`, async () => {
        const context = await newContext(language);
        const tab = await context.newPage();
        const errors = trackErrors(tab);
        await open(tab, page.path);
        const h1 = tab.locator('h1').first();
        await h1.waitFor({ timeout: 15_000 });
        assert.equal((await h1.innerText()).trim(), page.heading(language));
        assert.equal(await tab.getAttribute('html', 'lang'), language === 'es' ? 'es-MX' : 'en');
        assert.match(await tab.title(), /Casona/);
        if (page.name === 'not-found') {
          assert.equal(
            await tab.getByTestId('not-found-message').innerText(),
            MESSAGES[language]['page.notFound'],
          );
        }
        if (page.name === 'privacy-policy') {
          const body = await tab.locator('article').innerText();
          assert.match(body, language === 'es' ? /ARCO/ : /ARCO rights/);
        }
        if (page.name === 'market') {
          // The page shows what the API answered: results, the empty message, or the API's own error.
          const results = tab.getByTestId('market-results');
          await tab.waitForFunction(() => {
            const el = document.querySelector('[data-testid="market-results"]');
            return el?.getAttribute('aria-busy') === 'false' && (el.textContent ?? '').length > 0;
          });
          const text = await results.innerText();
          assert.ok(
            text.includes(MESSAGES[language]['market.empty']) ||
              (await tab.getByTestId('market-error').count()) === 1 ||
              (await results.locator('article').count()) > 0,
            text,
          );
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  });
}
