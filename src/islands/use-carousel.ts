import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * keen-slider on a server-rendered track. Slides keep their CSS widths
 * (perView "auto") and the gap lives in CSS padding, so the static layout and
 * keen's positions agree and nothing shifts on hydration. Slides that are off
 * screen are made inert so Tab never lands on something hidden. `slides` is their count, or a key that changes
 * whenever they do: the slider is rebuilt for new slides.
 */
export function useCarousel(options: KeenSliderOptions, slides: number | string) {
  const trackRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [current, setCurrent] = useState(0);

  /* biome-ignore lint/correctness/useExhaustiveDependencies: options are fixed per island; the slider is rebuilt
     only when the slides change */
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const markHidden = (slider: KeenSliderInstance) => {
      slider.track.details?.slides.forEach((slide, i) => {
        const element = slider.slides[i];
        if (element) element.inert = slide.portion < 0.95;
      });
    };
    const slider = new KeenSlider(track, {
      ...options,
      slides: { perView: 'auto', spacing: 0 },
      created: (s) => {
        markHidden(s);
        track.classList.add('is-ready');
      },
      detailsChanged: markHidden,
      slideChanged: (s) => setCurrent(s.track.details.rel),
    });
    sliderRef.current = slider;
    return () => {
      slider.destroy();
      sliderRef.current = null;
    };
  }, [slides]);

  const prev = () => sliderRef.current?.prev();
  const next = () => sliderRef.current?.next();
  // An absolute target: in a loop, a relative one halfway round is a tie between directions.
  const goTo = (index: number) => {
    const details = sliderRef.current?.track.details;
    if (details) sliderRef.current?.moveToIdx(details.abs + index - details.rel, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
  };
  return { trackRef, sliderRef, current, prev, next, goTo, onKeyDown };
}
