interface Props {
  /** What moves, for the button's name: "Pause reviews", "Play reviews". */
  label: string;
  playing: boolean;
  onToggle: () => void;
}

/** Stops and starts a carousel that moves by itself, so anyone can stop it, on a phone too (WCAG 2.2.2). */
export function AutoplayToggle({ label, playing, onToggle }: Props) {
  return (
    <button
      type="button"
      className="carousel-button carousel-autoplay"
      aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
        <path
          d={
            playing
              ? 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z'
              : 'M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5Z'
          }
        />
      </svg>
    </button>
  );
}
