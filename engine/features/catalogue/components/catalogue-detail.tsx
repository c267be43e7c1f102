import type { ReactNode } from 'react';
import type { Picture } from '../../../shared/api/page.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { detailImage } from '../lib/picture.ts';
import './catalogue.css';

interface CatalogueDetailProps {
  title: string;
  subTitle?: string | null;
  picture?: Picture | null;
  description?: string | null;
  children?: ReactNode;
}

/** Museum and exhibition detail: title, sub_title, picture and the sanitised description. */
export function CatalogueDetail({ title, subTitle, picture, description, children }: CatalogueDetailProps) {
  const image = detailImage(picture);
  return (
    <article className="detail">
      <header className="detail__header">
        <PageHeading>{title}</PageHeading>
        {subTitle && <p className="detail__subtitle">{subTitle}</p>}
      </header>
      {image && (
        <figure className="detail__figure">
          <img src={image} alt={picture?.description ?? ''} />
          {picture?.copyright_info && <figcaption>{picture.copyright_info}</figcaption>}
        </figure>
      )}
      <SafeHtml html={description} className="prose detail__description" />
      {children}
    </article>
  );
}
