import { PageHero } from '../src/components/page-hero';
import { Pagination } from '../src/components/pagination';
import { SearchBox } from '../src/components/search-box';
import { PostCard } from '../src/components/post-card';
import { TaxonLinks } from '../src/components/taxon-links';
import type { Taxon } from '../src/content/site-model';
import { blogPageCount, postsOnPage } from '../src/lib/listing';
import { paths } from '../src/lib/routes';
import { topicLabel, topicWords } from '../src/lib/topic-label';
import { postCard, taxonLinks, type PostCardData, type TaxonLink } from './select';
import { required, type CardSpec, type Template } from './types';

const blogCrumb = { name: 'Blog', path: paths.blog };

function PostGrid({ posts }: { posts: PostCardData[] }) {
  return (
    <div className="grid grid-3">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} headingLevel="h2" />
      ))}
    </div>
  );
}

interface BlogPage {
  page: number;
  pageCount: number;
  total: number;
  siteName: string;
  posts: PostCardData[];
  categories: readonly TaxonLink[];
  topics: readonly TaxonLink[];
}

const blogTrail = (page: number) => [
  { name: 'Home', path: '/' },
  blogCrumb,
  ...(page > 1 ? [{ name: `Page ${page}`, path: paths.blogPage(page) }] : []),
];

/** Every list of posts shows the blog's card: the first page draws it. */
const blogCard: CardSpec = {
  kicker: () => 'Blog',
  section: (model) => ({ path: paths.blog, title: blogTemplate.title(model, '1') }),
};

export const blogTemplate: Template<BlogPage> = {
  module: import.meta.url,
  routes: (model) =>
    Array.from({ length: blogPageCount(model.posts.length) }, (_, i) => ({
      path: paths.blogPage(i + 1),
      key: String(i + 1),
    })),
  title: (model, key) =>
    Number(key) > 1
      ? `Blog: page ${key} of ${blogPageCount(model.posts.length)}`
      : 'Blog: Physiotherapy Advice and Clinic News',
  card: blogCard,
  select: (model, key, memo) => ({
    page: Number(key),
    pageCount: blogPageCount(model.posts.length),
    total: model.posts.length,
    siteName: model.site.name,
    posts: postsOnPage(model.posts, Number(key)).map((post) => postCard(post, memo)),
    categories: taxonLinks(model.categories, memo),
    topics: taxonLinks(model.tags, memo, 2),
  }),
  meta: ({ page, pageCount, siteName }) => ({
    description:
      page > 1
        ? `Older articles from the ${siteName} blog, page ${page} of ${pageCount}.`
        : 'Practical advice on back pain, sports injuries, pregnancy, posture and recovery from our ' +
          'physiotherapists, plus news from our Earlsfield and Wimbledon clinics.',
    trail: blogTrail(page),
  }),
  body: ({ page, pageCount, total, posts, categories, topics }) => (
    <>
      <PageHero
        title="Blog"
        trail={blogTrail(page)}
        lead={`Advice from our clinicians: ${total} articles, newest first.`}
      >
        <SearchBox id="blog-search" label="Search the articles" />
        <TaxonLinks label="Categories" taxa={categories} />
      </PageHero>
      <div className="container section">
        <PostGrid posts={posts} />
        <Pagination page={page} pageCount={pageCount} />
        <TaxonLinks label="Browse by topic" taxa={topics} />
      </div>
    </>
  ),
};

interface TaxonPage {
  kind: 'Category' | 'Tag';
  name: string;
  path: string;
  siteName: string;
  posts: PostCardData[];
}

const taxonTrail = ({ name, path }: TaxonPage) => [{ name: 'Home', path: '/' }, blogCrumb, { name, path }];
const articleCount = (count: number) => `${count} article${count === 1 ? '' : 's'}`;

/** Category and tag pages: the same page over a different index. */
function taxonTemplate(kind: TaxonPage['kind'], index: 'categories' | 'tags'): Template<TaxonPage> {
  const find = <P,>(taxa: Taxon<P>[], slug: string) =>
    required(
      taxa.find((t) => t.slug === slug),
      `${kind} ${slug}`,
    );
  return {
    module: import.meta.url,
    routes: (model) => model[index].map((taxon) => ({ path: taxon.path, key: taxon.slug })),
    card: blogCard,
    title: (model, slug) => {
      const name = topicLabel(find(model[index], slug).name);
      return `${kind === 'Tag' ? 'Articles tagged' : 'Articles in'} “${name}”`;
    },
    select: (model, slug, memo) => {
      const taxon = find(model[index], slug);
      const posts = taxon.posts.map((post) => postCard(post, memo));
      return { kind, name: topicLabel(taxon.name), path: taxon.path, siteName: model.site.name, posts };
    },
    meta: (page) => ({
      description:
        `${articleCount(page.posts.length)} on ${topicWords(page.name.toLowerCase())} from the ${page.siteName} ` +
        `blog: practical physiotherapy advice from our clinicians.`,
      trail: taxonTrail(page),
    }),
    body: (page) => (
      <>
        <PageHero
          title={page.name}
          trail={taxonTrail(page)}
          lead={`${page.kind}: ${articleCount(page.posts.length)}`}
        />
        <div className="container section">
          <PostGrid posts={page.posts} />
          <p className="section-more">
            <a href={paths.blog}>All articles</a>
          </p>
        </div>
      </>
    ),
  };
}

export const categoryTemplate = taxonTemplate('Category', 'categories');
export const tagTemplate = taxonTemplate('Tag', 'tags');
