import { topicLabel } from '../lib/topic-label';

/** Chips linking to category or tag pages, each with its post count. */
export function TaxonLinks({
  label,
  taxa,
}: {
  label: string;
  taxa: readonly { name: string; slug: string; path: string; count: number }[];
}) {
  if (taxa.length === 0) return null;
  return (
    <nav className="taxon-links" aria-label={label}>
      <h2 className="taxon-label">{label}</h2>
      <ul>
        {taxa.map((taxon) => (
          <li key={taxon.slug}>
            <a href={taxon.path}>
              {topicLabel(taxon.name)} <span className="count">({taxon.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
