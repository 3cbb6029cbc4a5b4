import { ClinicCard } from '../../src/components/clinic-card';
import { CtaBand } from '../../src/components/cta-band';
import { Footer } from '../../src/components/footer';
import { Section } from '../../src/components/section';
import { dataFiles } from '../../src/content/data-files';
import type { Preview } from '../../src/content/editor-site';
import { paths } from '../../src/lib/routes';
import { listInWords } from '../../src/lib/text';
import {
  AboutUs,
  ConditionsWeTreat,
  ExperiencePanel,
  HomeHero,
  LatestPosts,
  OurServices,
  PopularTopics,
  SpecialisedCare,
} from '../home-sections';
import { cta, formAwareText } from '../select';
import type { PreviewContext } from './preview-context';

/**
 * The previews of the settings files, each read as the build reads its file and drawn by the site's own components
 * where the site shows it: so an edit shows as a visitor will see it, in the site's words, never as the file's data.
 * A value the build would refuse throws, and the editor asks for the fields to be filled in.
 */
type SettingsPreview = Preview<PreviewContext>;

/** Site and opening hours: the footer every page shows, with the clinic's details, hours and company. */
const site: SettingsPreview = ({ value }, { context: { frame } }) => (
  <Footer frame={{ ...frame, site: dataFiles.site.schema.parse(value) }} />
);

/** The clinics: each card as the contact and home pages draw it, with its address, phone and links. */
const clinics: SettingsPreview = ({ value }) => (
  <div className="container section">
    <h2>Our clinics</h2>
    {dataFiles.clinics.schema.parse(value).map((clinic) => (
      <ClinicCard key={clinic.id} clinic={clinic} />
    ))}
  </div>
);

/** The home page's own words and lists, section by section, with the titles of the items the lists name. */
const home: SettingsPreview = ({ value }, { context }) => {
  const page = dataFiles.home.schema.parse(value);
  const { site } = context.frame;
  const named = <T extends { slug: string }>(slugs: string[], items: T[]) =>
    slugs.flatMap((slug) => items.find((item) => item.slug === slug) ?? []);
  return (
    <>
      <HomeHero site={site} hero={page.hero} />
      <ExperiencePanel site={site} experience={page.experience} />
      <AboutUs about={page.about} />
      <OurServices services={named(page.services, context.services)} />
      <ConditionsWeTreat conditions={named(page.conditions, context.conditions)} />
      <SpecialisedCare cards={page.specialisedCare} />
      <LatestPosts>
        <p>The {page.latestPosts} newest articles, newest first.</p>
      </LatestPosts>
      <PopularTopics>
        <ul>
          {page.popularPosts.map((slug) => (
            <li key={slug}>
              <a href={paths.post(slug)}>{context.posts[slug] ?? `No article at ${paths.post(slug)}`}</a>
            </li>
          ))}
        </ul>
      </PopularTopics>
      <CtaBand {...cta({ home: page, site })} />
      <Section id="contact" title={page.contact.title}>
        <p className="section-lead">{formAwareText(site, page.contact)}</p>
      </Section>
    </>
  );
};

/**
 * The roles: each as the site writes it, under a member's name on the team pages and after it in an article's review
 * ("Reviewed by Helen Marsh, physiotherapist"), with who holds it now.
 */
const roles: SettingsPreview = ({ value }, { context }) => (
  <div className="container section prose measure">
    <h2>Roles</h2>
    {dataFiles.roles.schema.parse(value).map(({ name, profession }) => {
      const holders = context.team.filter((member) => member.role === name).map((member) => member.name);
      return (
        <section key={name}>
          <h3>{name}</h3>
          <p>
            {holders.length ? `Held by ${listInWords(holders)}.` : 'No one in the team holds this role yet.'} In an
            article’s review: “Reviewed by {holders[0] ?? 'their name'}, {profession}”.
          </p>
        </section>
      );
    })}
  </div>
);

/** Each settings file's preview by its name in the editor. */
export const settingsPreviews = { site, clinics, home, roles };
