import { mkdir } from 'node:fs/promises';
import { launchChromium, serveSite } from './browser';

/**
 * `npm run screenshots [-- path ...]`: full-page screenshots of every page kind at
 * phone, tablet and desktop widths into screenshots/ (ignored by git), from dist/.
 */
const PAGES: Record<string, string> = {
  home: '/',
  about: '/about/',
  team: '/team/',
  'team-group': '/team/pilates/',
  'team-member': '/team/helen-marsh/',
  services: '/services/',
  service: '/services/sports-massage/',
  rehabilitation: '/rehabilitation/',
  pricing: '/pricing/',
  conditions: '/conditions/',
  blog: '/blog/',
  'blog-page-2': '/blog/page/2/',
  category: '/blog/category/conditions/',
  tag: '/blog/tag/padel/',
  article: '/blog/back-pain-causes-and-treatments/',
  testimonials: '/testimonials/',
  contact: '/contact/',
  legal: '/privacy-policy/',
  'not-found': '/no-such-page/',
};
const WIDTHS = [375, 768, 1280];

const only = process.argv.slice(2);
const site = await serveSite('dist');
const browser = await launchChromium();
await mkdir('screenshots', { recursive: true });
try {
  for (const [name, path] of Object.entries(PAGES)) {
    if (only.length && !only.includes(name)) continue;
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.origin + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
      await page.close();
    }
    console.log(`screenshots/${name}-{${WIDTHS.join(',')}}.png`);
  }
} finally {
  await browser.close();
  await site.close();
}
