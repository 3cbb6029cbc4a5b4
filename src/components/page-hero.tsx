import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface Props {
  title: string;
  lead?: ReactNode;
  trail?: Crumb[];
  children?: ReactNode;
}

/** The heading band at the top of every inner page. */
export function PageHero({ title, lead, trail, children }: Props) {
  return (
    <div className="page-hero">
      <div className="container">
        {trail && trail.length > 1 ? <Breadcrumbs trail={trail} /> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
