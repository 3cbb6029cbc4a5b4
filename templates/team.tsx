import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { TeamCard, Portrait, type TeamCardData } from '../src/components/team-card';
import { StandInMark } from '../src/components/stand-in-mark';
import type { TeamGroupPage } from '../src/content/site-model';
import { bookingLink, markedText, type ShownLink } from '../src/content/stand-in';
import { servicePath } from '../src/content/service';
import { HCPC_REGISTER_URL, type TeamMember } from '../src/content/team-member';
import { WhoWorksWhere, type WhoWorksWhereData, whoWorksWhere } from '../src/components/who-works-where';
import { postsBy } from '../src/lib/listing';
import { type ArticleLink, articleLinks, MemberArticles } from '../src/components/member-articles';
import { paths } from '../src/lib/routes';
import { stateNotice } from '../src/lib/publishing';
import { cta, memberCard, type CtaData } from './select';
import { onePage, required, type Template } from './types';

const teamCrumb = { name: 'Team', path: paths.team };
const teamTrail = [{ name: 'Home', path: '/' }, teamCrumb];

interface TeamPage {
  siteName: string;
  groups: TeamGroupPage<TeamCardData>[];
  rota: WhoWorksWhereData;
}

const teamCard = { kicker: () => 'Our team' };

export const teamTemplate: Template<TeamPage> = {
  module: import.meta.url,
  routes: onePage(paths.team),
  title: () => 'Our Team',
  card: teamCard,
  select: (model) => ({
    siteName: model.site.name,
    groups: model.teamGroups.map((group) => ({ ...group, members: group.members.map(memberCard) })),
    rota: whoWorksWhere(model.team, model.clinics),
  }),
  meta: ({ siteName }) => ({
    description:
      `Meet the physiotherapists, massage therapists and Pilates instructors at ${siteName} in ` +
      `Earlsfield and Wimbledon Village.`,
    trail: teamTrail,
  }),
  body: ({ groups, rota }) => (
    <>
      <PageHero
        title="Our Team"
        trail={teamTrail}
        lead="Experienced, friendly clinicians who take time to understand you and your goals."
      />
      {groups.map((group) => (
        <section key={group.slug} className="section" aria-labelledby={`group-${group.slug}`}>
          <div className="container">
            <h2 id={`group-${group.slug}`} className="section-title">
              <a href={paths.teamGroup(group.slug)}>{group.title}</a>
            </h2>
            <p className="section-lead">{group.description}</p>
            <div className="grid grid-4">
              {group.members.map((member) => (
                <TeamCard key={member.slug} member={member} />
              ))}
            </div>
          </div>
        </section>
      ))}
      <section className="section" aria-labelledby="who-works-where">
        <div className="container">
          <WhoWorksWhere {...rota} />
        </div>
      </section>
    </>
  ),
};

interface GroupPage {
  group: TeamGroupPage<TeamCardData>;
  cta: CtaData;
}

const groupTrail = ({ slug, title }: GroupPage['group']) => [
  { name: 'Home', path: '/' },
  teamCrumb,
  { name: title, path: paths.teamGroup(slug) },
];
const findGroup = <M,>(groups: TeamGroupPage<M>[], slug: string) =>
  required(
    groups.find((g) => g.slug === slug),
    `team group ${slug}`,
  );

export const teamGroupTemplate: Template<GroupPage> = {
  module: import.meta.url,
  routes: (model) =>
    model.teamGroups.map((group) => ({
      path: paths.teamGroup(group.slug),
      key: group.slug,
      source: { file: 'team-groups.yaml', field: group.slug },
    })),
  title: (model, slug) => findGroup(model.teamGroups, slug).title,
  card: { ...teamCard, section: (model) => ({ path: paths.team, title: teamTemplate.title(model, '') }) },
  select: (model, slug) => {
    const group = findGroup(model.teamGroups, slug);
    return { group: { ...group, members: group.members.map(memberCard) }, cta: cta(model) };
  },
  meta: ({ group }) => ({ description: group.description, trail: groupTrail(group) }),
  body: ({ group, cta }) => (
    <>
      <PageHero title={group.title} trail={groupTrail(group)} lead={group.description} />
      <div className="container section">
        <div className="grid grid-3">
          {group.members.map((member) => (
            <TeamCard key={member.slug} member={member} headingLevel="h2" />
          ))}
        </div>
      </div>
      <CtaBand {...cta} />
    </>
  ),
};

interface MemberPage {
  member: TeamMember;
  services: { slug: string; title: string; path: string }[];
  clinicNames: string[];
  posts: { latest: ArticleLink[]; more: ArticleLink[] };
  practitioners: ShownLink;
}

const memberTrail = (member: TeamMember) => [
  { name: 'Home', path: '/' },
  teamCrumb,
  { name: member.name, path: paths.teamMember(member.slug) },
];

export const teamMemberTemplate: Template<MemberPage> = {
  module: import.meta.url,
  routes: (model) =>
    model.team.map((member) => ({
      path: paths.teamMember(member.slug),
      key: member.slug,
      source: { file: member.file, field: 'name' },
    })),
  card: teamCard,
  search: (model, slug) => {
    const member = required(model.teamBySlug.get(slug), `team member ${slug}`);
    return {
      kind: 'team',
      lines: [member.role, member.qualifications, member.specialisms.join(', ')],
      html: member.bioHtml,
    };
  },
  title: (model, slug) => {
    const member = required(model.teamBySlug.get(slug), `team member ${slug}`);
    return [member.name, member.role].filter(Boolean).join(', ');
  },
  select: (model, slug) => {
    const member = required(model.teamBySlug.get(slug), `team member ${slug}`);
    return {
      member,
      services: model.services
        .filter((service) => service.team.includes(slug))
        .map((service) => ({ slug: service.slug, title: service.title, path: servicePath(service) })),
      clinicNames: model.clinics.filter((clinic) => member.clinics.includes(clinic.id)).map((clinic) => clinic.name),
      posts: articleLinks(postsBy(model.posts, member.name)),
      practitioners: bookingLink(model.site.booking, 'practitioners'),
    };
  },
  meta: ({ member }) => ({
    ...(member.status ? { robots: 'noindex' } : {}),
    description: member.summary,
    trail: memberTrail(member),
  }),
  body: ({ member, services, clinicNames, posts, practitioners }) => (
    <>
      {member.status ? (
        <p className="container status-banner" role="note">
          {stateNotice(member.status, '')}
        </p>
      ) : null}
      <PageHero title={member.name} trail={memberTrail(member)} lead={member.role} />
      <div className="container member-layout">
        <aside className="member-aside">
          <Portrait member={member} size="large" />
          {/* A draft profile may lack any of these yet: a heading with nothing under it says nothing. */}
          <dl className="member-facts">
            {member.qualifications ? (
              <>
                <dt>Qualifications</dt>
                <dd>{member.qualifications}</dd>
              </>
            ) : null}
            {member.specialisms.length > 0 ? (
              <>
                <dt>Specialisms</dt>
                {member.specialisms.map((specialism) => (
                  <dd key={specialism}>{specialism}</dd>
                ))}
              </>
            ) : null}
            {clinicNames.length > 0 ? (
              <>
                <dt>Works at</dt>
                <dd>{clinicNames.join(' and ')}</dd>
              </>
            ) : null}
            {member.registration ? (
              <>
                <dt>HCPC registration</dt>
                <dd>
                  {markedText(member.registration, 'hcpc')}:{' '}
                  <a href={HCPC_REGISTER_URL} rel="noopener noreferrer">
                    check it on the HCPC register
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <a className="button" href={practitioners.href}>
            Book with {member.name.split(' ')[0]}
            <StandInMark mark={practitioners.mark} />
          </a>
        </aside>
        <div>
          <Prose html={member.bioHtml} className="measure" />
          {services.length ? (
            <>
              <h2>Services</h2>
              <ul className="link-list">
                {services.map((service) => (
                  <li key={service.slug}>
                    <a href={service.path}>{service.title}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <MemberArticles firstName={member.name.split(' ')[0] ?? member.name} {...posts} />
        </div>
      </div>
    </>
  ),
};
