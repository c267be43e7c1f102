import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TranslatedLink } from '../lib/translated-links.ts';

/** Special-offer or external links of the start page; nothing renders without links. */
export function LinkList({ title, links }: { title: string; links: TranslatedLink[] }) {
  const id = useId();
  if (!links.length) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">{title}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.key}>
            {link.url.startsWith('/') ? <Link to={link.url}>{link.title}</Link> : <a href={link.url} rel="noopener">{link.title}</a>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
