import type { TeamMember } from '../content/team-member';
import { paths } from '../lib/routes';
import { initials } from '../lib/text';
import { ResponsivePicture } from '../islands/responsive-picture';
import { StatusMark } from './status-mark';

/** A team member with portrait (photo or monogram), role and summary; a draft's card says so. */
export type TeamCardData = Pick<TeamMember, 'slug' | 'name' | 'role' | 'summary' | 'photo' | 'status'>;

export function TeamCard({
  member,
  headingLevel: Heading = 'h3',
}: {
  member: TeamCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="card team-member-card">
      <Portrait member={member} size="medium" />
      <Heading className="card-title">
        <a href={paths.teamMember(member.slug)} className="card-link">
          {member.name}
        </a>
      </Heading>
      <p className="team-card-role">{member.role}</p>
      <p className="card-text">{member.summary}</p>
      <StatusMark item={member} />
    </article>
  );
}

/** How wide each portrait size is drawn (see .portrait-* in the styles), so the browser picks the right variant. */
const PORTRAIT_SIZES = {
  medium: '(max-width: 47.99rem) 4.5rem, 120px',
  large: 'clamp(9rem, 20vw + 4rem, 15rem)',
} as const;

/**
 * The member's photo, cropped to a circle by the styles, otherwise a monogram; sized by class, as CSP allows no inline
 * style.
 */
export function Portrait({
  member,
  size,
}: {
  member: Pick<TeamMember, 'name' | 'photo'>;
  size: keyof typeof PORTRAIT_SIZES;
}) {
  if (member.photo) {
    return (
      <ResponsivePicture
        entry={member.photo}
        alt={`Portrait of ${member.name}`}
        className={`portrait portrait-${size}`}
        sizes={PORTRAIT_SIZES[size]}
        priority={size === 'large'}
      />
    );
  }
  return (
    <span className={`portrait portrait-${size} monogram`} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}
