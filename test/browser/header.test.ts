import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, painted, testSite, waitForHydration } from './site';

const site = await testSite();

const desktop = suite('header on desktop');

desktop('should show a shadow only once the page is scrolled more than 20 px', async () => {
  const { page, problems } = await openPage(site, '/about/');
  await waitForHydration(page, 'header');
  const header = page.locator('.site-header');
  assert.not.ok(await header.evaluate((el) => el.classList.contains('is-scrolled')));
  await page.evaluate(() => window.scrollTo(0, 20));
  await painted(page);
  assert.not.ok(await header.evaluate((el) => el.classList.contains('is-scrolled')), 'no shadow at exactly 20 px');
  await page.evaluate(() => window.scrollTo(0, 21));
  await page.waitForFunction(() => document.querySelector('.site-header')?.classList.contains('is-scrolled'));
  const shadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
  assert.ok(shadow !== 'none', 'the shadow is drawn');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('.site-header')?.classList.contains('is-scrolled'));
  assert.equal(problems, []);
  await page.context().close();
});

desktop('should open a dropdown on hover and close it when the pointer leaves', async () => {
  const { page } = await openPage(site, '/');
  await waitForHydration(page, 'header');
  const menu = page.locator('#menu-services');
  assert.not.ok(await menu.isVisible());
  await page.hover('.nav-item:has(#menu-services) > .nav-link');
  await menu.waitFor({ state: 'visible' });
  assert.is(await page.getAttribute('[aria-controls="menu-services"]', 'aria-expanded'), 'true');
  await page.mouse.move(5, 600);
  await menu.waitFor({ state: 'hidden' });
  assert.is(await page.getAttribute('[aria-controls="menu-services"]', 'aria-expanded'), 'false');
  await page.context().close();
});

desktop('should open dropdowns from the keyboard with Enter and Space and close them with Escape', async () => {
  const { page } = await openPage(site, '/');
  await waitForHydration(page, 'header');
  const toggle = page.locator('[aria-controls="menu-team"]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.locator('#menu-team').waitFor({ state: 'visible' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/team/physiotherapists/');
  await page.keyboard.press('Escape');
  await page.locator('#menu-team').waitFor({ state: 'hidden' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'menu-team', 'focus returns to the toggle');
  await page.keyboard.press(' ');
  await page.locator('#menu-team').waitFor({ state: 'visible' });
  await page.keyboard.press(' ');
  await page.locator('#menu-team').waitFor({ state: 'hidden' });
  await page.context().close();
});

desktop("should show both clinics' phones and addresses in the Contact dropdown", async () => {
  const { page } = await openPage(site, '/');
  await waitForHydration(page, 'header');
  await page.hover('.nav-item:has(#menu-contact) > .nav-link');
  const text = await page.locator('#menu-contact').innerText();
  for (const expected of ['Earlsfield', '020 7946 0321', 'SW18', 'Wimbledon Village', '020 7946 0654', 'Wimbledon Village Surgery']) {
    assert.ok(text.includes(expected), `Contact dropdown lacks ${expected}`);
  }
  assert.is(await page.locator('#menu-contact a[href="tel:+442079460321"]').count(), 1);
  await page.context().close();
});

desktop('should open Find Us as a maps link in a new tab', async () => {
  const { page } = await openPage(site, '/');
  const findUs = page.locator('.site-header a', { hasText: 'Find Us' });
  assert.match((await findUs.getAttribute('href')) ?? '', /^https:\/\/www\.google\.com\/maps\/.*Earlsfield/);
  assert.is(await findUs.getAttribute('target'), '_blank');
  assert.is(await findUs.getAttribute('rel'), 'noopener noreferrer');
  await page.context().close();
});
desktop.run();

const mobile = suite('header on a phone');

mobile('should open the menu from the toggle and keep only one section open at a time', async () => {
  const { page, problems } = await openPage(site, '/', { width: 375 });
  await waitForHydration(page, 'header');
  const nav = page.locator('#site-menu');
  assert.not.ok(await nav.isVisible());
  await page.click('.menu-toggle');
  await nav.waitFor({ state: 'visible' });
  assert.is(await page.getAttribute('.menu-toggle', 'aria-expanded'), 'true');
  await page.click('[aria-controls="menu-services"]');
  await page.locator('#menu-services').waitFor({ state: 'visible' });
  await page.click('[aria-controls="menu-team"]');
  await page.locator('#menu-team').waitFor({ state: 'visible' });
  assert.not.ok(await page.locator('#menu-services').isVisible(), 'opening Team closes Services');
  await page.click('[aria-controls="menu-team"]');
  await page.locator('#menu-team').waitFor({ state: 'hidden' });
  assert.equal(problems, []);
  await page.context().close();
});

mobile('should come back closed after navigating away and back', async () => {
  const { page } = await openPage(site, '/', { width: 375 });
  await waitForHydration(page, 'header');
  await page.click('.menu-toggle');
  await page.click('#site-menu a[href="/conditions/"]');
  await page.waitForURL('**/conditions/');
  assert.not.ok(await page.locator('#site-menu').isVisible(), 'the new page starts closed');
  await page.goBack();
  await waitForHydration(page, 'header');
  assert.not.ok(await page.locator('#site-menu').isVisible(), 'the page we came back to is closed');
  await page.context().close();
});

mobile('should keep every menu link visible without JavaScript', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/`);
  for (const href of ['/services/', '/pricing/', '/services/womens-health/', '/team/pilates/', '/conditions/', '/blog/', '/contact/']) {
    assert.ok(await page.locator(`#site-menu a[href="${href}"]`).first().isVisible(), `${href} is reachable`);
  }
  assert.not.ok(await page.locator('.menu-toggle').isVisible(), 'no dead toggle button');
  await page.context().close();
});
mobile.run();
