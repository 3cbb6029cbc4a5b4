import { cp, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Picks one item of a list: each test draws from its own seeded generator, so a failure names its steps. */
export type Pick = <T>(list: readonly T[]) => T;

/** An edit an author makes to the content, as a save would leave it; returns what it did, for a failure's message. */
export type ContentEdit = (pick: Pick, step: number) => Promise<string>;

/** A front-matter line by its field's name. */
const field = (name: string) => new RegExp(`^${name}: .*$`, 'm');

/** A photo of the shipped content, whichever it is, uploaded as a portrait. */
const shippedPhoto = (root: string) =>
  readdirSync(path.join(root, 'content/images')).find((file) => /\.jpe?g$/.test(file))!;

/**
 * Each kind of edit an author makes to a copy of the content at `content`, applied to a post (or data file) the
 * generator picks: the edits the dev server and a clean build must agree on. `root` is the repository, whose shipped
 * photos a portrait upload copies.
 */
export function contentEdits(content: string, root = process.cwd()): Record<string, ContentEdit> {
  const postsDir = path.join(content, 'posts');
  const posts = async () => (await readdir(postsDir)).filter((file) => file.endsWith('.md') && !file.startsWith('_'));
  /** Rewrites a post the generator picks with `change`, and says which. */
  const rewritePost = async (pick: Pick, change: (source: string) => string, what: string) => {
    const file = path.join(postsDir, pick(await posts()));
    await writeFile(file, change(await readFile(file, 'utf8')));
    return `${what} of ${path.basename(file)}`;
  };
  return {
    body: (pick, step) => rewritePost(pick, (source) => `${source}\nA sentence added in step ${step}.\n`, 'body'),
    title: (pick, step) =>
      rewritePost(
        pick,
        (source) => source.replace(field('title'), `title: "A retitled article, step ${step}"`),
        'title',
      ),
    tags(pick) {
      const tags = pick([['knee'], ['back-pain', 'exercise'], ['shoulder', 'running', 'sport']]);
      return rewritePost(pick, (source) => source.replace(field('tags'), `tags: [${tags.join(', ')}]`), `tags ${tags}`);
    },
    category(pick) {
      const category = pick(['Conditions', 'Exercise', 'Sports Injuries', 'Wellbeing', 'Not A Category']);
      return rewritePost(pick, (source) => source.replace(field('category'), `category: ${category}`), category);
    },
    slug: (pick, step) =>
      rewritePost(pick, (source) => source.replace(field('slug'), `slug: moved-in-step-${step}`), 'slug'),
    async delete(pick) {
      const file = pick(await posts());
      await unlink(path.join(postsDir, file));
      return `deleted ${file}`;
    },
    async add(pick, step) {
      const source = await readFile(path.join(postsDir, pick(await posts())), 'utf8');
      const copy = source
        .replace(field('id'), `id: 00000000-0000-4000-8000-${String(step).padStart(12, '0')}`)
        .replace(field('slug'), `slug: added-in-step-${step}`)
        .replace(field('title'), `title: "An article added in step ${step}"`);
      await writeFile(path.join(postsDir, `added-in-step-${step}.md`), copy);
      return `added added-in-step-${step}.md`;
    },
    async portrait(pick) {
      // As the editor saves an upload: the photo in content/images/team/, and the member's `image` naming it.
      const team = path.join(content, 'team');
      const member = pick((await readdir(team)).filter((file) => file.endsWith('.md') && !file.startsWith('_')));
      const photo = `/images/team/${path.basename(member, '.md')}.jpg`;
      await mkdir(path.join(content, 'images/team'), { recursive: true });
      await cp(path.join(root, 'content/images', shippedPhoto(root)), path.join(content, photo));
      const source = await readFile(path.join(team, member), 'utf8');
      const image = `image: ${photo}`;
      await writeFile(
        path.join(team, member),
        field('image').test(source)
          ? source.replace(field('image'), image)
          : source.replace(field('role'), `${image}\n$&`),
      );
      return `a portrait uploaded for ${member}`;
    },
    async data(pick, step) {
      const file = path.join(content, 'pricing.yaml');
      const source = await readFile(file, 'utf8');
      const price = pick([60, 75, 90]) + step;
      await writeFile(file, source.replace(/price: \{ standIn: \d+,/, `price: { standIn: ${price},`));
      return `a fee in pricing.yaml: ${price}`;
    },
  };
}
