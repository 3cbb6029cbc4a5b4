import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  badge?: string;
  tone?: 'plain' | 'light';
  children: ReactNode;
}

/** A titled home or landing page section. */
export function Section({ id, title, badge, tone = 'plain', children }: Props) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
          {badge ? <span className="badge">{badge}</span> : null}
        </h2>
        {children}
      </div>
    </section>
  );
}
