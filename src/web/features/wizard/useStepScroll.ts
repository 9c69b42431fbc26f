import { useEffect, useRef } from 'react';

/** Tailwind's `md` breakpoint: from here the photo sits beside the steps, not above them. */
const PHOTO_BESIDE_STEPS = '(min-width: 768px)';
/** Air between the photo stuck at the top of a phone screen and the new step's top, in px. */
const GAP_BELOW_PHOTO_PX = 12;
/** The sticky header's height (64 px) and some air, in px: a step top above it is hidden. */
const BELOW_HEADER_PX = 80;
/** A step whose top is below this share of the screen's height is too low to be seen. */
const LOW_ON_SCREEN = 0.6;

/**
 * When a step is answered its card goes away: focus follows to the next one for keyboard users,
 * and the page scrolls only when the new step's top is hidden (under the header or the photo
 * stuck above the steps, or low on a phone screen). `stepRef` goes on the open step's box,
 * `photoRef` on the photo panel.
 */
export function useStepScroll(openStep: number) {
  const stepRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLElement>(null);
  const shownStep = useRef(openStep);

  useEffect(() => {
    if (shownStep.current === openStep) return;
    shownStep.current = openStep;
    const step = stepRef.current;
    if (!step) return;
    step.focus({ preventScroll: true });
    const top = step.getBoundingClientRect().top;
    const tooLow = top > window.innerHeight * LOW_ON_SCREEN;
    const photo = photoRef.current;
    if (photo && !window.matchMedia(PHOTO_BESIDE_STEPS).matches) {
      // On a phone the photo sticks above the steps: the new step's top goes just below it.
      const below = (Number.parseFloat(getComputedStyle(photo).top) || 0) + photo.offsetHeight + GAP_BELOW_PHOTO_PX;
      if (top < below || tooLow) window.scrollTo({ top: window.scrollY + top - below, behavior: 'smooth' });
      return;
    }
    if (top < BELOW_HEADER_PX || tooLow) step.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [openStep]);

  return { stepRef, photoRef };
}
