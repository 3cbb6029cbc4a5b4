import { clinicSite } from '../../templates/clinic-site';
import { becameDue } from '../../src/lib/publishing';
import { loadContent } from '../stages/read/load-content';
import type { AnyContent } from '../model';
import { validateContent } from '../stages/read/validate-content';

/**
 * `tsx build/tools/due-posts.ts`: the scheduled posts whose moment came within the last few hours,
 * as `posts=<files>` for GitHub Actions' step output (empty when none). The hourly CI run builds
 * and deploys only then. The window covers a few missed or late runs; deploying twice does no harm.
 */
const WINDOW_MS = 3 * 60 * 60 * 1000;

const loaded = await loadContent('content', 'public', clinicSite);
const { entries }: AnyContent = validateContent(loaded.value, {}, clinicSite).value;
// Every collection with scheduling; the step output keeps the name the workflow reads.
const due = Object.entries(clinicSite.collections)
  .filter(([, { publishing }]) => publishing)
  .flatMap(([name]) => entries[name] ?? [])
  .filter((entry) => becameDue(entry.data as { published: boolean; published_at: string }, Date.now(), WINDOW_MS))
  .map((entry) => entry.file);
console.log(`posts=${due.join(' ')}`);
