import { Link } from 'react-router-dom';
import { truncate } from '../../../shared/lib/truncate.ts';
import type { Picture } from '../../../shared/api/page.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { cardImage } from '../lib/picture.ts';

export interface ProductCardProps {
  href: string;
  title: string;
  subTitle?: string | null;
  category?: string | null;
  picture?: Picture | null;
}

/** Spec browsing §2 'Product card': picture with copyright, category, title and sub_title cut to length. */
export function ProductCard({ href, title, subTitle, category, picture }: ProductCardProps) {
  const { truncation } = useShop();
  const image = cardImage(picture);
  return (
    <article className="card">
      <div className="card__media">
        {image ? <img src={image} alt="" loading="lazy" /> : <span className="card__placeholder" aria-hidden="true" />}
        {picture?.copyright_info && <small className="card__copyright">{picture.copyright_info}</small>}
      </div>
      <div className="card__body">
        {category && <p className="card__category">{truncate(category, truncation.category)}</p>}
        <h3 className="card__title">
          <Link to={href} className="card__link">
            {truncate(title, truncation.title)}
          </Link>
        </h3>
        {subTitle && <p className="card__subtitle">{truncate(subTitle, truncation.subTitle)}</p>}
      </div>
    </article>
  );
}
