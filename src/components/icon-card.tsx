import type { IconName } from '../content/common';
import { Icon } from './icon';

interface Props {
  title: string;
  text: string;
  icon: IconName;
  href?: string;
  linkText?: string;
  headingLevel?: 'h2' | 'h3';
}

/** Icon, title and a sentence; the whole card is one link when `href` is given. */
export function IconCard({ title, text, icon, href, linkText, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={`card icon-card${href ? ' is-link' : ''}`}>
      <span className="icon-badge">
        <Icon name={icon} />
      </span>
      <Heading className="card-title">
        {href ? (
          <a href={href} className="card-link">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      <p className="card-text">{text}</p>
      {href && linkText ? (
        <span className="read-more" aria-hidden="true">
          {linkText}
        </span>
      ) : null}
    </article>
  );
}
