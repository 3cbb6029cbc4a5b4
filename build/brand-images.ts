import path from 'node:path';
import sharp from 'sharp';
import { escapeXml } from './site-files';
import { parse } from 'yaml';
import { readFile } from 'node:fs/promises';

/**
 * `npm run brand-images`: redraws the PNG brand files in public/ (the default
 * social card and the touch icon) from the site name. Run after renaming the clinic.
 */
async function main() {
  const site = parse(await readFile('content/site.yaml', 'utf8')) as { name: string; tagline: string };
  const out = (file: string) => path.join('public', file);
  const mark = '<circle cx="16" cy="16" r="16" fill="#0b5e6b"/><path d="M8 18c3-6 6-6 8-2s5 4 8-2" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>';
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#08434d"/><stop offset="1" stop-color="#127c8a"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="1080" cy="90" r="220" fill="#fff" opacity="0.07"/>
    <g transform="translate(90 150) scale(3)">${mark.replace('#0b5e6b', '#ffffff').replace('#fff"', '#0b5e6b"')}</g>
    <text x="90" y="360" fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700">${escapeXml(site.name)}</text>
    <text x="90" y="430" fill="#d8eef1" font-family="DejaVu Sans, sans-serif" font-size="28">${escapeXml(site.tagline)}</text>
  </svg>`;
  await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile(out('images/social-card.png'));
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="-4 -4 40 40"><rect x="-4" y="-4" width="40" height="40" fill="#fff"/>${mark}</svg>`;
  await sharp(Buffer.from(icon)).png().toFile(out('apple-touch-icon.png'));
  console.log('Wrote public/images/social-card.png and public/apple-touch-icon.png');
}

await main();
