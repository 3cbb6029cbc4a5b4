import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { ResponsivePicture } from '../src/islands/responsive-picture';
import type { RasterEntry } from '../src/content/images';
import type { Page } from '../src/content/page';
import { formatDate } from '../src/lib/format-date';
import { cta, type CtaData } from './select';
import { required, type Template } from './types';

interface ProsePage {
  page: Page;
  photo?: RasterEntry;
  cta: CtaData;
}

const trailOf = ({ slug, title }: Page) => [
  { name: 'Home', path: '/' },
  { name: title, path: `/${slug}/` },
];

/** Prose pages: about, rehabilitation and the legal pages. */
export const pageTemplate: Template<ProsePage> = {
  module: import.meta.url,
  routes: (model) =>
    model.pages.map((page) => ({
      path: `/${page.slug}/`,
      key: page.slug,
      source: { file: page.file, field: '(file name)' },
    })),
  title: (model, slug) => required(model.pageBySlug.get(slug), `page ${slug}`).title,
  search: (model, slug) => ({
    kind: 'page',
    lines: [],
    html: required(model.pageBySlug.get(slug), `page ${slug}`).html,
  }),
  select: (model, slug) => {
    const page = required(model.pageBySlug.get(slug), `page ${slug}`);
    const photo = page.image ? model.images[page.image] : undefined;
    return { page, ...(photo ? { photo } : {}), cta: cta(model) };
  },
  meta: ({ page }) => ({ description: page.description, trail: trailOf(page) }),
  body: ({ page, photo, cta }) => (
    <>
      <PageHero
        title={page.title}
        trail={trailOf(page)}
        lead={page.updated ? `Last updated ${formatDate(`${page.updated}T12:00:00Z`)}` : undefined}
      />
      <div className="container page-body">
        {photo ? (
          <ResponsivePicture
            entry={photo}
            alt={page.image_alt ?? ''}
            className="page-photo"
            sizes="(min-width: 52rem) 48rem, 100vw"
          />
        ) : null}
        <Prose html={page.html} className="measure" />
      </div>
      {page.updated ? null : <CtaBand {...cta} />}
    </>
  ),
};
