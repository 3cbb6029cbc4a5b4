import { Chevron } from './header-icons';

interface Props {
  label: string;
  onPrev: () => void;
  onNext: () => void;
}

/** Previous and next buttons shared by both carousels. */
export function CarouselControls({ label, onPrev, onNext }: Props) {
  return (
    <div className="carousel-controls">
      <button type="button" className="carousel-button carousel-prev" aria-label={`Previous ${label}`} onClick={onPrev}>
        <Chevron />
      </button>
      <button type="button" className="carousel-button carousel-next" aria-label={`Next ${label}`} onClick={onNext}>
        <Chevron />
      </button>
    </div>
  );
}
