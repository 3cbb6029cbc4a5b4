import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { ResponsivePicture } from '../src/components/responsive-picture';
import { formatDate } from '../src/lib/format-date';
import { required, type Template } from './types';

/** Prose pages: about, rehabilitation and the legal pages. */
export const pageTemplate: Template = (model, slug) => {
  const page = required(model.pages.get(slug), `page ${slug}`);
  const photo = page.image ? model.images[page.image] : undefined;
  const trail = [{ name: 'Home', path: '/' }, { name: page.title, path: `/${slug}/` }];
  return {
    title: page.title,
    description: page.description,
    trail,
    body: (
      <>
        <PageHero title={page.title} trail={trail} lead={page.updated ? `Last updated ${formatDate(`${page.updated}T12:00:00Z`)}` : undefined} />
        <div className="container page-body">
          {photo ? (
            <ResponsivePicture entry={photo} alt={page.image_alt ?? ''} className="page-photo" sizes="(min-width: 52rem) 48rem, 100vw" />
          ) : null}
          <Prose html={page.html} className="measure" />
        </div>
        {page.updated ? null : <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />}
      </>
    ),
  };
};
