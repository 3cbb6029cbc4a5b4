import { z } from 'zod';
import { dateSchema, dateTimeSchema, redirectFromSchema, slugSchema } from './common';
import type { RasterEntry } from './images';
import { listInWords } from '../lib/text';
import { filledToPublish, neededToPublish } from './needed-when';
import { isStandIn, standInOr } from './stand-in';
import { reviewAreas } from './team-member';

export const categories = [
  'Conditions',
  'Sports Injuries',
  'News',
  'General',
  'Uncategorized',
  'Free Articles',
] as const;
export type Category = (typeof categories)[number];
/** The categories of articles that give advice, each reviewed by a clinician on a schedule; News only announces. */
export const reviewedCategories: readonly Category[] = ['Conditions', 'Sports Injuries', 'General'];
/** The fields of a clinical review: needed before a reviewed article goes live (published or scheduled). */
export const reviewFields = ['reviewed_by', 'review_area', 'reviewed_at', 'next_review'] as const;
/** Said in each review field's help: a draft needs no review, a live article in these categories does. */
const NEEDED_ON =
  'A draft can be saved without it. It must be filled in before the article is published or scheduled, for ' +
  `${listInWords(reviewedCategories)} articles.`;

/** Front matter of a post, with the spec's field names. */
export const postFrontMatterSchema = z
  .strictObject({
    id: z.uuid({ error: 'must be a UUID' }),
    title: z.string().min(1).max(120).describe('The title, up to 120 characters'),
    slug: slugSchema.describe('The address: /blog/<slug>/. Lowercase letters, digits and single hyphens'),
    excerpt: z
      .string()
      .min(1)
      .max(400)
      .optional()
      .describe('Up to 400 characters for cards and search results; left empty, the start of the body is used'),
    // A draft may be saved before its author is known: whoever writes it need not be the one it is signed by.
    author: neededToPublish(z.string().default('').describe('A team member, by name')),
    /**
     * A photo from content/images/ (/images/...), shown as a responsive picture; another file in public/
     * or an https address, shown as it is; absent means a cover is generated.
     */
    image_url: z
      .union([z.string().regex(/^\/[\w./-]+$/, 'must start with /'), z.url({ protocol: /^https$/ })])
      .optional()
      .describe('A photo, cropped to the cover box, or an https:// address; left empty, the page shows no photo'),
    image_alt: z.string().min(1).optional().describe('What the photo shows, for people who cannot see it'),
    published: z
      .boolean()
      .describe(
        'Off keeps the post a draft: the preview on this computer shows it with a banner, the live site does not',
      ),
    published_at: dateTimeSchema.describe(
      'When the post goes live: a later date schedules it, and it appears on the live site within an hour of then',
    ),
    created_at: dateTimeSchema.describe('When the post was written'),
    updated_at: dateTimeSchema
      .optional()
      .describe('When the text was last revised in substance; needs an update note saying what changed'),
    update_note: z
      .string()
      .min(10)
      .max(200)
      .optional()
      .describe('What the revision on the updated date changed, in a sentence: readers see it beside the date'),
    tags: z
      .array(z.string().min(1))
      .default([])
      .describe('Topics, such as running or knee; each has a page of its own'),
    category: z
      .enum(categories, { error: `must be one of: ${categories.join(', ')}` })
      .describe(`The kind of article: ${listInWords(categories, 'or')}`),
    reviewed_by: z
      .string()
      .min(1)
      .optional()
      .describe(`The clinician in the team who last reviewed the advice, by name. ${NEEDED_ON}`),
    reviewed_at: standInOr(dateSchema)
      .optional()
      // What a placeholder here means, the field's help says beside it (build/editor/editor-fields.ts).
      .describe(`The day of that review. ${NEEDED_ON}`),
    review_area: z
      .enum(reviewAreas)
      .optional()
      .describe(
        "The clinical area of the article's advice: its reviewer must be a clinician who reviews that area. " +
          NEEDED_ON,
      ),
    next_review: dateSchema
      .optional()
      .describe(`When it must be reviewed again: after that day the site cannot go live until it is. ${NEEDED_ON}`),
    redirect_from: redirectFromSchema,
  })
  .superRefine((post, context) => {
    const reviewedAt = isStandIn(post.reviewed_at) ? post.reviewed_at.standIn : post.reviewed_at;
    // A clinical article that goes live (published or scheduled) says who checked its advice and when; a live
    // review is all four fields or none. A draft may be saved without its review, or with part of it.
    const given = reviewFields.filter((field) => post[field] !== undefined);
    const needed = post.published && (reviewedCategories.includes(post.category) || given.length > 0);
    // Said of the field, in words that stand after its label: "Reviewed by: is needed before …".
    const why = reviewedCategories.includes(post.category)
      ? `${post.category} articles give health advice, which a clinician checks`
      : 'a review is all its fields or none';
    for (const field of reviewFields)
      if (needed && post[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message:
            `is needed before the article is published or scheduled: ${why} (${listInWords(reviewFields)}: ` +
            'who reviewed it, when, and when next; a draft needs none)',
        });
    if (reviewedAt && post.next_review && post.next_review <= reviewedAt)
      context.addIssue({ code: 'custom', path: ['next_review'], message: 'must be later than reviewed_at' });
    // Advice changed after its review has not been reviewed.
    if (reviewedAt && post.updated_at && reviewedAt < post.updated_at.slice(0, 10))
      context.addIssue({
        code: 'custom',
        path: ['reviewed_at'],
        message: 'is before updated_at: have a clinician review the revision, then set reviewed_at',
      });
    // A date alone says nothing; a note without a date cannot say when.
    if (post.updated_at && !post.update_note)
      context.addIssue({
        code: 'custom',
        path: ['update_note'],
        message: 'updated_at needs an update_note saying what changed',
      });
    // Until a clinician has confirmed a review, no note may tell readers the advice was reviewed.
    if (post.update_note && /\breview/i.test(post.update_note) && (!reviewedAt || isStandIn(post.reviewed_at)))
      context.addIssue({
        code: 'custom',
        path: ['update_note'],
        message:
          'says the advice was reviewed, but no clinician has confirmed a review yet (reviewed_at is ' +
          `${reviewedAt ? 'a stand-in' : 'not set'}): say what changed, not that it was reviewed`,
      });
    if (post.update_note && !post.updated_at)
      context.addIssue({
        code: 'custom',
        path: ['updated_at'],
        message: 'an update_note needs the date of the update',
      });
  })
  .superRefine(filledToPublish(['author'], 'the article'));

for (const field of reviewFields) neededToPublish(postFrontMatterSchema.shape[field]);

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** A post as the site's outline knows it, before its body is rendered. */
export interface PostOutline extends PostFrontMatter {
  file: string;
  /**
   * Set on a post a build includes though it is not live (the dev server, `--drafts`, `--future`): its page says so.
   */
  status?: 'draft' | 'scheduled';
}

/** A post with its rendered body and what is derived from it. */
export interface Post extends PostOutline {
  excerpt: string;
  html: string;
  words: number;
  /** The responsive variants when `image_url` names a photo in content/images/. */
  photo?: RasterEntry;
}
