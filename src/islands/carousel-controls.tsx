import type { ReactNode } from 'react';
import { Chevron } from './header-icons';

interface Props {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  /** Another control in the same row, before these (the testimonials' pause button). */
  children?: ReactNode;
}

/** Previous and next buttons shared by both carousels. */
export function CarouselControls({ label, onPrev, onNext, children }: Props) {
  return (
    <div className="carousel-controls">
      {children}
      <button type="button" className="carousel-button carousel-prev" aria-label={`Previous ${label}`} onClick={onPrev}>
        <Chevron />
      </button>
      <button type="button" className="carousel-button carousel-next" aria-label={`Next ${label}`} onClick={onNext}>
        <Chevron />
      </button>
    </div>
  );
}
