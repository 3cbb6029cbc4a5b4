import { randomUUID } from 'node:crypto';
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '../../src/lib/slug';

/**
 * `npm run new-post -- "Title"`: creates content/posts/<slug>.md from _template.md with the title,
 * slug, a new id and today's dates filled in, as a draft: `npm run dev` shows it with a banner, and
 * it goes live when the author sets `published: true` (on its `published_at`, if that is later).
 */
export function fillTemplate(template: string, title: string, now: Date, id: string): string {
  const stamp = londonTimestamp(now);
  return template
    .replace(/^# Copy this file.*\n/m, '')
    .replace(/^id: .*$/m, `id: ${id}`)
    .replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
    .replace(/^slug: .*$/m, `slug: ${slugify(title)}`)
    .replace(/^published: true/m, 'published: false')
    .replace(/^published_at: .*$/m, `published_at: ${stamp}`)
    .replace(/^created_at: .*$/m, `created_at: ${stamp}`);
}

/** ISO date-time in London time with its offset, e.g. 2025-07-01T09:30:00+01:00. */
export function londonTimestamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const title = process.argv.slice(2).join(' ').trim();
  if (!title) throw new Error('Usage: npm run new-post -- "Title of the article"');
  const file = path.join('content/posts', `${slugify(title)}.md`);
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${file} already exists`);
  const template = await readFile('content/posts/_template.md', 'utf8');
  await writeFile(file, fillTemplate(template, title, new Date(), randomUUID()));
  console.log(
    `Created ${file} as a draft: write the article and see it with npm run dev, then set published: true (a later ` +
      `published_at schedules it).`,
  );
}
