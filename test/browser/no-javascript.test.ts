import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, testSite } from './site';

/**
 * Pages with JavaScript off, in Chromium only: WebDriver cannot turn scripts off per page, and
 * what is tested here is markup and CSS, which the cross-engine tests already load in every engine.
 */
const site = await testSite();
const noScript = suite('without JavaScript');

noScript('should keep every menu link visible and show no dead toggle on a phone', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/`);
  for (const href of ['/services/', '/pricing/', '/services/womens-health/', '/team/pilates/', '/conditions/', '/blog/', '/contact/']) {
    assert.ok(await page.locator(`#site-menu a[href="${href}"]`).first().isVisible(), `${href} is reachable`);
  }
  assert.not.ok(await page.locator('.menu-toggle').isVisible(), 'no dead toggle button');
  await page.context().close();
});

noScript('should tell visitors to phone or email instead of showing the contact form', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/contact/`);
  assert.ok(await page.locator('.form-nojs').isVisible());
  assert.match(await page.locator('.form-nojs').innerText(), /call us on 020 7946 0321 or email enquiries@/);
  assert.not.ok(await page.locator('.contact-form').isVisible());
  await page.context().close();
});

noScript('should say search needs JavaScript and offer categories, topics and the conditions page', async () => {
  const { page } = await openPage(site, '/search/?q=knee', { javaScriptEnabled: false });
  assert.match((await page.locator('.search-noscript').textContent()) ?? '', /needs JavaScript/);
  assert.ok(await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link').first().isVisible());
  assert.ok(await page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link').first().isVisible());
  assert.ok(await page.locator('.search-browse a[href="/conditions/"]').isVisible());
  await page.context().close();
});
noScript.run();
