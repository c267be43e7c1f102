import { useTranslation } from 'react-i18next';
import './featured-carousel.css';

/**
 * The carousel's place while its lists load: a slide's image area and caption lines, so the
 * sections below stay where they are when the slides arrive (CLS, issue 12).
 */
export function CarouselPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <section className="carousel carousel--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="carousel__slide" aria-hidden="true">
        <div className="carousel__image" />
        <div className="carousel__caption">
          <span className="carousel__line carousel__line--short" />
          <span className="carousel__line" />
          <span className="carousel__line" />
        </div>
      </div>
    </section>
  );
}
