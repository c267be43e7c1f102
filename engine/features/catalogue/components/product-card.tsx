import { Link } from 'react-router-dom';
import { truncate } from '../../../shared/lib/truncate.ts';
import type { Picture } from '../../../shared/api/page.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { imageLayoutClass, type ImageLayout } from '../lib/image-layout.ts';
import { cardImage } from '../lib/picture.ts';
// Cards appear on routes outside the catalogue (events, tours, goods, search): a visitor who lands there
// first must get the card styles with the card, not only after the start page loaded them.
import './catalogue.css';

export interface ProductCardProps {
  href: string;
  title: string;
  subTitle?: string | null;
  category?: string | null;
  picture?: Picture | null;
  /** settings.catalogue.imageLayouts of the page type the card sits on. */
  layout?: ImageLayout;
  /** The museum title; the caller passes it only when settings.catalogue.displayMuseumInfo is on. */
  museum?: string;
  /** 2 on list pages, whose cards sit right under the h1; 3 under a section heading. */
  level?: 2 | 3;
}

/** requirements/catalogue.md §2.2 'Product card': picture with copyright, category, title and sub_title cut to length, museum title. */
export function ProductCard({ href, title, subTitle, category, picture, layout, museum, level = 3 }: ProductCardProps) {
  const { truncation } = useShop();
  const Heading = level === 2 ? 'h2' : 'h3';
  const image = cardImage(picture);
  return (
    <article className="card">
      <div className={`card__media ${imageLayoutClass(layout)}`} data-layout={layout ?? 'standard'}>
        {image ? <img src={image} alt="" loading="lazy" /> : <span className="card__placeholder" aria-hidden="true" />}
        {picture?.copyright_info && <small className="card__copyright">{picture.copyright_info}</small>}
      </div>
      <div className="card__body">
        {category && <p className="card__category">{truncate(category, truncation.category)}</p>}
        <Heading className="card__title">
          <Link to={href} className="card__link">
            {truncate(title, truncation.title)}
          </Link>
        </Heading>
        {subTitle && <p className="card__subtitle">{truncate(subTitle, truncation.subTitle)}</p>}
        {museum && <p className="card__museum">{museum}</p>}
      </div>
    </article>
  );
}
