import type { TeamMember } from '../content/team-member';
import { paths } from '../lib/routes';
import { initials } from '../lib/text';

/** A team member with portrait (photo or monogram), role and summary. */
export function TeamCard({ member, headingLevel: Heading = 'h3' }: { member: TeamMember; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="card team-member-card">
      <Portrait member={member} size="medium" />
      <Heading className="card-title">
        <a href={paths.teamMember(member.slug)} className="card-link">{member.name}</a>
      </Heading>
      <p className="team-card-role">{member.role}</p>
      <p className="card-text">{member.summary}</p>
    </article>
  );
}

const PORTRAIT_PX = { medium: 120, large: 240 } as const;

/** A photo from the member's `image`, otherwise a monogram; sized by class so no inline style is needed under CSP. */
export function Portrait({ member, size }: { member: TeamMember; size: keyof typeof PORTRAIT_PX }) {
  const px = PORTRAIT_PX[size];
  if (member.image) {
    return <img className={`portrait portrait-${size}`} src={member.image} alt={`Portrait of ${member.name}`} width={px} height={px} loading="lazy" decoding="async" />;
  }
  return <span className={`portrait portrait-${size} monogram`} aria-hidden="true">{initials(member.name)}</span>;
}
