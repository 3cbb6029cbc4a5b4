import * as assert from 'uvu/assert';
import { acrossEngines } from './engines/index';

acrossEngines('Content-Security-Policy in the browser', (test, open) => {
  test('should block and report inline script, proving the policy reaches the page', async () => {
    const page = await open('/about/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.body.append(script);
    });
    await page.waitFor(
      () =>
        (window as unknown as { __probeProblems: string[] }).__probeProblems.some((p) =>
          p.startsWith('error: CSP violation: script-src'),
        ),
      null,
      'the violation report',
    );
    assert.not.ok(
      await page.evaluate(() => (window as unknown as { __inline?: boolean }).__inline),
      'the inline script did not run',
    );
    await page.close();
  });

  test('should run the form and carousels under the policy with no violation', async () => {
    const page = await open('/');
    await page.scrollIntoView('.team-carousel');
    await page.waitForHydration('team-carousel');
    await page.click('.team-carousel .carousel-next');
    await page.scrollIntoView('.testimonials-carousel');
    await page.waitForHydration('testimonials');
    await page.click('.testimonials-carousel .carousel-dot:nth-child(3)');
    await page.click('#home-contact-name');
    await page.waitForHydration('contact-form');
    await page.fill('#home-contact-name', 'Sam Patel');
    await page.fill('#home-contact-email', 'sam@example.com');
    await page.fill('#home-contact-subject', 'Shoulder assessment');
    await page.fill('#home-contact-message', 'Do you have anything on Saturday mornings?');
    await page.click('#contact .contact-form button[type="submit"]');
    await page.waitForSelector('#contact .form-success');
    assert.equal(await page.problems(), []);
    await page.close();
  });
});
