import type { IconName } from '../content/common';
import type { Condition } from '../content/lists';
import type { ServiceCard } from '../content/service';
import { paths } from '../lib/routes';
import { IconCard } from './icon-card';

/**
 * The services and the conditions as grids of linked cards. The home page and each listing page share them so the
 * lists cannot drift apart; the heading level is a parameter because the cards sit under a section heading on the
 * home page but stand alone on the listing pages.
 */

type HeadingLevel = 'h2' | 'h3';

interface Topic {
  slug: string;
  title: string;
  description: string;
  icon: IconName;
}

interface TopicGridProps<T extends Topic> {
  topics: T[];
  /** `grid-3` or `grid-4`: fewer, wider cards where there are fewer topics. */
  columns: 'grid-3' | 'grid-4';
  href: (topic: T) => string;
  linkText?: string;
  headingLevel?: HeadingLevel;
}

function TopicGrid<T extends Topic>({ topics, columns, href, linkText, headingLevel }: TopicGridProps<T>) {
  return (
    <div className={`grid ${columns}`}>
      {topics.map((topic) => (
        <IconCard
          key={topic.slug}
          title={topic.title}
          text={topic.description}
          icon={topic.icon}
          href={href(topic)}
          linkText={linkText}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}

export const ServiceGrid = ({ services, headingLevel }: { services: ServiceCard[]; headingLevel?: HeadingLevel }) => (
  <TopicGrid
    topics={services}
    columns="grid-3"
    href={(service) => service.path}
    linkText="Learn more"
    headingLevel={headingLevel}
  />
);

/** The Conditions page names where each card leads; the home page's shorter cards do not. */
export const ConditionGrid = ({
  conditions,
  headingLevel,
  linkText,
}: {
  conditions: Condition[];
  headingLevel?: HeadingLevel;
  linkText?: string;
}) => (
  <TopicGrid
    topics={conditions}
    columns="grid-4"
    href={(condition) => paths.post(condition.slug)}
    linkText={linkText}
    headingLevel={headingLevel}
  />
);
