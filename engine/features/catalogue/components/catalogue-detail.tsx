import type { ReactNode } from 'react';
import type { Picture } from '../../../shared/api/page.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { imageLayoutClass, type ImageLayout } from '../lib/image-layout.ts';
import { detailImage } from '../lib/picture.ts';
import './catalogue.css';

interface CatalogueDetailProps {
  title: string;
  subTitle?: string | null;
  picture?: Picture | null;
  description?: string | null;
  /** settings.catalogue.imageLayouts.details */
  layout?: ImageLayout;
  /** The museum title, when settings.catalogue.displayMuseumInfo is on. */
  museum?: string;
  children?: ReactNode;
}

/** Museum and exhibition detail: title, sub_title, picture and the sanitised description. */
export function CatalogueDetail({ title, subTitle, picture, description, layout, museum, children }: CatalogueDetailProps) {
  const image = detailImage(picture);
  return (
    <article className="detail">
      <header className="detail__header">
        <PageHeading>{title}</PageHeading>
        {subTitle && <p className="detail__subtitle">{subTitle}</p>}
        {museum && <p className="detail__museum">{museum}</p>}
      </header>
      {image && (
        <figure className={`detail__figure ${imageLayoutClass(layout)}`} data-layout={layout ?? 'standard'}>
          <img src={image} alt={picture?.description ?? ''} />
          {picture?.copyright_info && <figcaption>{picture.copyright_info}</figcaption>}
        </figure>
      )}
      <SafeHtml html={description} className="prose detail__description" />
      {children}
    </article>
  );
}
