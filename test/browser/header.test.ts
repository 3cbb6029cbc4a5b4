import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import * as assert from 'uvu/assert';
import { acrossEngines } from './engines/index';

const isScrolled = () => document.querySelector('.site-header')?.classList.contains('is-scrolled') ?? false;

acrossEngines('header on desktop', (test, open) => {
  test('should show a shadow only once the page is scrolled more than 20 px', async () => {
    const page = await open('/about/');
    await page.waitForHydration('header');
    assert.not.ok(await page.evaluate(isScrolled));
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.painted();
    assert.not.ok(await page.evaluate(isScrolled), 'no shadow at exactly 20 px');
    await page.evaluate(() => window.scrollTo(0, 21));
    await page.waitFor(
      () => document.querySelector('.site-header')?.classList.contains('is-scrolled'),
      null,
      'the shadow',
    );
    assert.ok(
      (await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).boxShadow)) !== 'none',
      'the shadow is drawn',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitFor(
      () => !document.querySelector('.site-header')?.classList.contains('is-scrolled'),
      null,
      'no shadow at the top',
    );
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test('should open a dropdown on hover and close it when the pointer leaves', async () => {
    const page = await open('/');
    await page.waitForHydration('header');
    assert.not.ok(await page.isVisible('#menu-services'));
    await page.hover('.nav-item:has(#menu-services) > .nav-link');
    await page.waitForSelector('#menu-services', 'visible');
    assert.is(await page.attribute('[aria-controls="menu-services"]', 'aria-expanded'), 'true');
    await page.pointerAt(5, 600);
    await page.waitForSelector('#menu-services', 'hidden');
    assert.is(await page.attribute('[aria-controls="menu-services"]', 'aria-expanded'), 'false');
    await page.close();
  });

  test('should keep a hovered dropdown open when its arrow is clicked, and close it on a second click', async () => {
    const page = await open('/');
    await page.waitForHydration('header');
    const toggle = '[aria-controls="menu-services"]';
    await page.hover('.nav-item:has(#menu-services) > .nav-link');
    await page.waitForSelector('#menu-services', 'visible');
    // The real pointer moves onto the arrow and presses it: the menu the hover opened must stay open.
    await page.click(toggle);
    await page.painted();
    assert.ok(await page.isVisible('#menu-services'), 'the click after a hover keeps the menu open');
    assert.is(await page.attribute(toggle, 'aria-expanded'), 'true');
    await page.pointerAt(5, 600);
    await page.painted();
    assert.ok(await page.isVisible('#menu-services'), 'a menu opened by a click stays open when the pointer leaves');
    await page.click(toggle);
    await page.waitForSelector('#menu-services', 'hidden');
    assert.is(await page.attribute(toggle, 'aria-expanded'), 'false');
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test('should open dropdowns from the keyboard with Enter and Space and close them with Escape', async () => {
    const page = await open('/');
    await page.waitForHydration('header');
    const toggle = '[aria-controls="menu-team"]';
    await page.focus(toggle);
    await page.press('Enter');
    await page.waitForSelector('#menu-team', 'visible');
    assert.is(await page.attribute(toggle, 'aria-expanded'), 'true');
    await page.press('Tab');
    assert.is(await page.focused(), '/team/physiotherapists/');
    await page.press('Escape');
    await page.waitForSelector('#menu-team', 'hidden');
    assert.is(await page.attribute(toggle, 'aria-expanded'), 'false');
    assert.is(await page.focused(), 'menu-team', 'focus returns to the toggle');
    await page.press(' ');
    await page.waitForSelector('#menu-team', 'visible');
    await page.press(' ');
    await page.waitForSelector('#menu-team', 'hidden');
    await page.close();
  });

  test("should show both clinics' phones and addresses in the Contact dropdown", async () => {
    const page = await open('/');
    await page.waitForHydration('header');
    await page.hover('.nav-item:has(#menu-contact) > .nav-link');
    await page.waitForSelector('#menu-contact', 'visible');
    const text = (await page.text('#menu-contact')) ?? '';
    for (const expected of [
      'Earlsfield',
      '020 7946 0321',
      'SW18',
      'Wimbledon Village',
      '020 7946 0654',
      'Wimbledon Village Surgery',
    ]) {
      assert.ok(text.includes(expected), `Contact dropdown lacks ${expected}`);
    }
    assert.is(await page.count('#menu-contact a[href="tel:+442079460321"]'), 1);
    await page.close();
  });

  // Find Us is the first clinic's map, or the contact page while that map link is a stand-in (clinics.yaml).
  const [first] = load(readFileSync('content/clinics.yaml', 'utf8')) as { mapsUrl: string | { standIn: string } }[];
  const mapIsStandIn = typeof first?.mapsUrl === 'object';
  const findUs = mapIsStandIn ? 'the contact page while the map link is a stand-in' : 'a maps link in a new tab';
  test(`should open Find Us as ${findUs}`, async () => {
    const page = await open('/');
    const findUs = await page.evaluate(() => {
      const link = [...document.querySelectorAll('.site-header a')].find((a) => a.textContent?.includes('Find Us'));
      return {
        href: link?.getAttribute('href') ?? '',
        target: link?.getAttribute('target'),
        rel: link?.getAttribute('rel'),
      };
    });
    if (mapIsStandIn) {
      assert.equal(findUs, { href: '/contact/', target: null, rel: null });
      await page.close();
      return;
    }
    assert.match(findUs.href, /^https:\/\/www\.google\.com\/maps\//);
    assert.is(findUs.target, '_blank');
    assert.is(findUs.rel, 'noopener noreferrer');
    await page.close();
  });
});

acrossEngines('header on a phone', (test, open) => {
  test('should open the menu from the toggle and keep only one section open at a time', async () => {
    const page = await open('/', { width: 375 });
    await page.waitForHydration('header');
    assert.not.ok(await page.isVisible('#site-menu'));
    await page.click('.menu-toggle');
    await page.waitForSelector('#site-menu', 'visible');
    assert.is(await page.attribute('.menu-toggle', 'aria-expanded'), 'true');
    await page.click('[aria-controls="menu-services"]');
    await page.waitForSelector('#menu-services', 'visible');
    await page.click('[aria-controls="menu-team"]');
    await page.waitForSelector('#menu-team', 'visible');
    assert.not.ok(await page.isVisible('#menu-services'), 'opening Team closes Services');
    await page.click('[aria-controls="menu-team"]');
    await page.waitForSelector('#menu-team', 'hidden');
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test('should come back closed after navigating away and back', async () => {
    const page = await open('/', { width: 375 });
    await page.waitForHydration('header');
    await page.click('.menu-toggle');
    await page.waitForSelector('#site-menu', 'visible');
    await page.click('#site-menu a[href="/conditions/"]');
    await page.waitForPath((path) => path === '/conditions/', '/conditions/');
    await page.waitForHydration('header');
    assert.not.ok(await page.isVisible('#site-menu'), 'the new page starts closed');
    await page.back();
    await page.waitForPath((path) => path === '/', '/');
    await page.waitForHydration('header');
    assert.not.ok(await page.isVisible('#site-menu'), 'the page we came back to is closed');
    await page.close();
  });
});
