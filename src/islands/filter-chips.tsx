/** A row of toggle buttons that narrows results to one value, with how many results each value has. */
export function FilterChips({
  label,
  all,
  value,
  counts,
  names = {},
  onChange,
}: {
  label: string;
  all: string;
  value: string | null;
  counts: Record<string, number>;
  /** What a chip calls a value, where it differs from the value. */
  names?: Record<string, string>;
  onChange: (value: string | null) => void;
}) {
  const values = Object.keys(counts)
    .filter((name) => counts[name]! > 0)
    .sort((a, b) => counts[b]! - counts[a]! || a.localeCompare(b));
  const chip = (chipValue: string | null, text: string, count?: number) => (
    <button
      key={chipValue ?? ''}
      type="button"
      className="chip"
      aria-pressed={value === chipValue}
      onClick={() => onChange(chipValue)}
    >
      {text}
      {count === undefined ? null : (
        <>
          {' '}
          <span className="chip-count">{count}</span>
        </>
      )}
    </button>
  );
  return (
    <div className="chips" role="group" aria-label={label}>
      <span className="chips-label" aria-hidden="true">
        {label}:
      </span>
      {chip(null, all)}
      {values.map((name) => chip(name, names[name] ?? name, counts[name]))}
    </div>
  );
}
