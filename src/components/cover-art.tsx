import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CoverRenderer } from '../content/site-definition';
import { wrapTitle } from '../lib/covers';

/** Category colours for generated covers: calm, distinct, all dark enough for white text. */
const palettes: Record<string, [string, string]> = {
  Conditions: ['#0b5e6b', '#127c8a'],
  'Sports Injuries': ['#1d4e89', '#2f6db3'],
  News: ['#5b3f8c', '#7a5bb0'],
  General: ['#2d6a4f', '#40916c'],
};

/** An 800×450 SVG cover drawn from a post's title and category. */
export function CoverArt({ title, category }: { title: string; category: string }) {
  const [from, to] = palettes[category] ?? palettes.General!;
  const lines = wrapTitle(title);
  const top = 225 - ((lines.length - 1) * 52) / 2 + 18;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a standalone cover file; the page's <img> carries the alt text
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
      <defs>
        <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill="url(#g)" />
      <circle cx="700" cy="60" r="150" fill="#fff" opacity="0.07" />
      <circle cx="90" cy="420" r="110" fill="#fff" opacity="0.06" />
      <path
        d="M60 360c40-40 80-40 120 0s80 40 120 0"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="60"
        y="80"
        fill="#fff"
        fillOpacity="0.85"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="600"
        letterSpacing="2"
      >
        {category.toUpperCase()}
      </text>
      <text fill="#fff" fontFamily="system-ui, sans-serif" fontSize="44" fontWeight="700">
        {lines.map((line, i) => (
          <tspan key={i} x="60" y={top + i * 52}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}

/** The covers drawn for items without a photo of their own: the code part of a cover's key is this module's closure. */
export const coverRenderer: CoverRenderer = {
  module: import.meta.url,
  cover: (art) => renderToStaticMarkup(createElement(CoverArt, art)),
};
