import { EDITOR_CONFIG, EDITOR_PATH } from '../../src/lib/site-layout';
import { policyOf } from '../stages/outputs/policy';

/** Where the editor reads and commits the repository when it is not running against the dev server. */
export const GITHUB_API = 'https://api.github.com';

/**
 * The editor's own Content-Security-Policy, found by loading it in Chromium and reading what the strict policy
 * refused: Decap CMS checks its configuration with validators it compiles at run time ('unsafe-eval'), styles itself
 * with inline style elements (emotion), shows uploaded photos from blob: and data: addresses and avatars from GitHub,
 * reads an upload back from its blob: address before saving it, and talks to GitHub's API. It still runs no inline
 * script and loads code only from the site; the rest of the site
 * keeps the strict policy.
 */
export function editorPolicy(): string {
  return policyOf({
    script: "'self' 'unsafe-eval'",
    style: "'self' 'unsafe-inline'",
    img: "'self' https: data: blob:",
    connect: `'self' blob: ${GITHUB_API}`,
    frame: "'self'",
  });
}

/**
 * The editor's folder: its own policy in place of the site's (hosts merge matching rules, so the site's is detached
 * first), kept out of search engines, and no prefetch rules. Its sign-in opens a window that reports back to the
 * editor, which a same-origin opener policy would cut off.
 */
export function editorHeaderRules(): { pattern: string; detach?: string[]; headers: Record<string, string> }[] {
  return [
    {
      pattern: `${EDITOR_PATH}*`,
      detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Speculation-Rules'],
      headers: {
        'Content-Security-Policy': editorPolicy(),
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    },
    // The editor reads its configuration only when it is served as YAML.
    { pattern: EDITOR_CONFIG, headers: { 'Content-Type': 'text/yaml; charset=utf-8' } },
  ];
}
