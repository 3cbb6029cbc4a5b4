import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { TeamCard, Portrait } from '../src/components/team-card';
import { paths } from '../src/lib/routes';
import { required, type Template } from './types';

const teamCrumb = { name: 'Team', path: paths.team };

export const teamTemplate: Template = (model) => {
  const trail = [{ name: 'Home', path: '/' }, teamCrumb];
  return {
    title: 'Our Team',
    description: `Meet the physiotherapists, massage therapists and Pilates instructors at ${model.site.name} in Earlsfield and Wimbledon Village.`,
    trail,
    body: (
      <>
        <PageHero title="Our Team" trail={trail} lead="Experienced, friendly clinicians who take time to understand you and your goals." />
        {model.teamGroups.map((group) => (
          <section key={group.slug} className="section" aria-labelledby={`group-${group.slug}`}>
            <div className="container">
              <h2 id={`group-${group.slug}`} className="section-title">
                <a href={paths.teamGroup(group.slug)}>{group.title}</a>
              </h2>
              <p className="section-lead">{group.description}</p>
              <div className="grid grid-4">
                {group.members.map((member) => <TeamCard key={member.slug} member={member} />)}
              </div>
            </div>
          </section>
        ))}
      </>
    ),
  };
};

export const teamGroupTemplate: Template = (model, slug) => {
  const group = required(model.teamGroups.find((g) => g.slug === slug), `team group ${slug}`);
  const trail = [{ name: 'Home', path: '/' }, teamCrumb, { name: group.title, path: paths.teamGroup(slug) }];
  return {
    title: group.title,
    description: group.description,
    trail,
    body: (
      <>
        <PageHero title={group.title} trail={trail} lead={group.description} />
        <div className="container section">
          <div className="grid grid-3">
            {group.members.map((member) => <TeamCard key={member.slug} member={member} headingLevel="h2" />)}
          </div>
        </div>
        <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />
      </>
    ),
  };
};

export const teamMemberTemplate: Template = (model, slug) => {
  const member = required(model.teamBySlug.get(slug), `team member ${slug}`);
  const trail = [{ name: 'Home', path: '/' }, teamCrumb, { name: member.name, path: paths.teamMember(slug) }];
  const services = model.services.filter((service) => service.team.includes(slug));
  const clinics = model.clinics.filter((clinic) => member.clinics.includes(clinic.id));
  const posts = model.posts.filter((post) => post.author === member.name).slice(0, 4);
  return {
    title: `${member.name}, ${member.role}`,
    description: member.summary,
    trail,
    body: (
      <>
        <PageHero title={member.name} trail={trail} lead={member.role} />
        <div className="container member-layout">
          <aside className="member-aside">
            <Portrait member={member} size="large" />
            <dl className="member-facts">
              <dt>Qualifications</dt>
              <dd>{member.qualifications}</dd>
              <dt>Specialisms</dt>
              <dd>{member.specialisms.join(', ')}</dd>
              <dt>Works at</dt>
              <dd>{clinics.map((clinic) => clinic.name).join(' and ')}</dd>
            </dl>
            <a className="button" href={model.site.booking.practitioners}>Book with {member.name.split(' ')[0]}</a>
          </aside>
          <div>
            <Prose html={member.bioHtml} className="measure" />
            {services.length ? (
              <>
                <h2>Services</h2>
                <ul className="link-list">
                  {services.map((service) => <li key={service.slug}><a href={paths.service(service.slug)}>{service.title}</a></li>)}
                </ul>
              </>
            ) : null}
            {posts.length ? (
              <>
                <h2>Articles by {member.name.split(' ')[0]}</h2>
                <ul className="link-list">
                  {posts.map((post) => <li key={post.slug}><a href={paths.post(post.slug)}>{post.title}</a></li>)}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      </>
    ),
  };
};
