import path from 'node:path';
import sharp from 'sharp';

/**
 * `npm run brand-images`: redraws public/apple-touch-icon.png from the logo mark.
 * (Each page's social card is drawn by the build: build/social-cards.ts.)
 */
async function main() {
  const out = (file: string) => path.join('public', file);
  const mark =
    '<circle cx="16" cy="16" r="16" fill="#0b5e6b"/><path d="M8 18c3-6 6-6 8-2s5 4 8-2" stroke="#fff" ' +
    'stroke-width="2.5" fill="none" stroke-linecap="round"/>';
  const icon =
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="-4 -4 40 40"><rect x="-4" ` +
    `y="-4" width="40" height="40" fill="#fff"/>${mark}</svg>`;
  await sharp(Buffer.from(icon)).png().toFile(out('apple-touch-icon.png'));
  console.log('Wrote public/apple-touch-icon.png');
}

await main();
