import type { Post } from '../src/content/post';
import type { Taxon } from '../src/content/site-model';
import { PageHero } from '../src/components/page-hero';
import { Pagination } from '../src/components/pagination';
import { PostCard } from '../src/components/post-card';
import { TaxonLinks } from '../src/components/taxon-links';
import { paths } from '../src/lib/routes';
import { POSTS_PER_PAGE } from '../build/stages/route-table';
import { required, type Template } from './types';

const blogCrumb = { name: 'Blog', path: paths.blog };

function PostGrid({ posts }: { posts: Post[] }) {
  return (
    <div className="grid grid-3">
      {posts.map((post) => <PostCard key={post.slug} post={post} headingLevel="h2" />)}
    </div>
  );
}

export const blogTemplate: Template = (model, key) => {
  const page = Number(key);
  const pageCount = Math.max(1, Math.ceil(model.posts.length / POSTS_PER_PAGE));
  const posts = model.posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
  const trail = [{ name: 'Home', path: '/' }, blogCrumb, ...(page > 1 ? [{ name: `Page ${page}`, path: paths.blogPage(page) }] : [])];
  return {
    title: page > 1 ? `Blog: page ${page} of ${pageCount}` : 'Blog: Physiotherapy Advice and Clinic News',
    description: page > 1
      ? `Older articles from the ${model.site.name} blog, page ${page} of ${pageCount}.`
      : 'Practical advice on back pain, sports injuries, pregnancy, posture and recovery from our physiotherapists, plus news from our Earlsfield and Wimbledon clinics.',
    trail,
    body: (
      <>
        <PageHero title="Blog" trail={trail} lead={`Advice from our clinicians: ${model.posts.length} articles, newest first.`}>
          <TaxonLinks label="Categories" taxa={model.categories} />
        </PageHero>
        <div className="container section">
          <PostGrid posts={posts} />
          <Pagination page={page} pageCount={pageCount} />
          <TaxonLinks label="Browse by topic" taxa={model.tags.filter((tag) => tag.posts.length > 1)} />
        </div>
      </>
    ),
  };
};

function taxonTemplate(kind: 'Category' | 'Tag', find: (slug: string) => Taxon | undefined): Template {
  return (model, slug) => {
    const taxon = required(find(slug), `${kind} ${slug}`);
    const count = `${taxon.posts.length} article${taxon.posts.length === 1 ? '' : 's'}`;
    const trail = [{ name: 'Home', path: '/' }, blogCrumb, { name: taxon.name, path: taxon.path }];
    return {
      title: `${kind === 'Tag' ? 'Articles tagged' : 'Articles in'} “${taxon.name}”`,
      description: `${count} on ${taxon.name.toLowerCase()} from the ${model.site.name} blog: practical physiotherapy advice from our clinicians.`,
      trail,
      body: (
        <>
          <PageHero title={taxon.name} trail={trail} lead={`${kind}: ${count}`} />
          <div className="container section">
            <PostGrid posts={taxon.posts} />
            <p className="section-more"><a href={paths.blog}>All articles</a></p>
          </div>
        </>
      ),
    };
  };
}

export const categoryTemplate: Template = (model, slug) => taxonTemplate('Category', (s) => model.categories.find((t) => t.slug === s))(model, slug);
export const tagTemplate: Template = (model, slug) => taxonTemplate('Tag', (s) => model.tags.find((t) => t.slug === s))(model, slug);
