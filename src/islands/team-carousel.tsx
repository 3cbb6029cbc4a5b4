import type { RasterEntry } from '../content/images';
import { ResponsivePicture } from './responsive-picture';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

export interface TeamCarouselMember {
  name: string;
  role: string;
  path: string;
  summary: string;
  initials: string;
  /** The portrait's resized variants: the photo in content/images/ is not itself part of the built site. */
  photo?: RasterEntry;
}

/** How wide the portrait is drawn (`.team-card .portrait` in carousel.css), so the browser picks its variant. */
const PORTRAIT_SIZES = '(min-width: 768px) 112px, 96px';

export interface TeamCarouselProps {
  members: TeamCarouselMember[];
}

/** The home page's team carousel: free mode, the spec's 32 px gap (in CSS), every card links to its profile. */
export function TeamCarousel({ members }: TeamCarouselProps) {
  const carousel = useCarousel({ mode: 'free', rubberband: false }, members.length);
  return (
    <div
      className="carousel team-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Our team"
      onKeyDown={carousel.onKeyDown}
    >
      <div ref={carousel.trackRef} className="keen-slider carousel-track">
        {members.map((member, i) => (
          <div
            key={member.path}
            className="keen-slider__slide carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${members.length}`}
          >
            <a className="team-card" href={member.path}>
              {member.photo ? (
                <ResponsivePicture entry={member.photo} alt="" className="portrait" sizes={PORTRAIT_SIZES} />
              ) : (
                <span className="portrait monogram" aria-hidden="true">
                  {member.initials}
                </span>
              )}
              <span className="team-card-name">{member.name}</span>
              <span className="team-card-role">{member.role}</span>
              <span className="team-card-summary">{member.summary}</span>
            </a>
          </div>
        ))}
      </div>
      <CarouselControls label="team member" onPrev={carousel.prev} onNext={carousel.next} />
    </div>
  );
}
