import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isRotating, stepSlide } from '../lib/carousel.ts';
import type { FeaturedSlide } from '../lib/featured-slides.ts';
import { cardImage } from '../lib/picture.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import './featured-carousel.css';

const PLAY = 'M8 5v14l11-7z';
const PAUSE = 'M7 5h4v14H7zM13 5h4v14h-4z';
const PREVIOUS = 'M15.5 5 8.5 12l7 7';
const NEXT = 'M8.5 5l7 7-7 7';

/** A 44 px round button whose name is its label; the drawn icon is decoration. */
function IconButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  const stroke = path === PREVIOUS || path === NEXT;
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={path} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

interface FeaturedCarouselProps {
  slides: FeaturedSlide[];
  intervalMs: number;
  hrefOf: (slide: FeaturedSlide) => string;
}

/**
 * The start page's featured carousel (requirements/catalogue.md §2), built on the WAI-ARIA carousel pattern:
 * rotation pauses on hover and focus, a pause button stops it for good (WCAG 2.2.2), and reduced
 * motion starts it paused.
 */
export function FeaturedCarousel({ slides, intervalMs, hrefOf }: FeaturedCarouselProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stopped = paused ?? reducedMotion;
  const rotating = isRotating({ count: slides.length, paused: stopped, hovered, focused });
  const current = Math.min(index, slides.length - 1);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((value) => stepSlide(value, slides.length, 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, slides.length]);

  if (!slides.length) return null;
  return (
    <section className="carousel" aria-roledescription={t('carousel.role')} aria-labelledby={id}
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}>
      <h2 id={id} className="visually-hidden">{t('carousel.title')}</h2>
      {/* Icon buttons in a bar under the slide (issue 19): named for screen readers, never over the picture or the text. */}
      <div className="carousel__controls">
        <IconButton label={stopped ? t('carousel.play') : t('carousel.pause')} onClick={() => setPaused(!stopped)} path={stopped ? PLAY : PAUSE} />
        <span className="carousel__count" aria-hidden="true">{current + 1} / {slides.length}</span>
        <IconButton label={t('carousel.previous')} onClick={() => setIndex(stepSlide(current, slides.length, -1))} path={PREVIOUS} />
        <IconButton label={t('carousel.next')} onClick={() => setIndex(stepSlide(current, slides.length, 1))} path={NEXT} />
      </div>
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div key={`${slide.kind}-${slide.id}`} role="group" aria-roledescription={t('carousel.slide')} hidden={position !== current}
            aria-label={t('carousel.position', { position: position + 1, count: slides.length })} className="carousel__slide">
            {cardImage(slide.picture) && <img src={cardImage(slide.picture)} alt="" width={600} height={400} fetchPriority={position === 0 ? 'high' : undefined} />}
            <div className="carousel__caption">
              <p className="carousel__kind">{t(`carousel.kind.${slide.kind}`)}</p>
              <h3><Link to={hrefOf(slide)}>{slide.title}</Link></h3>
              {slide.text && <p>{slide.text}</p>}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
