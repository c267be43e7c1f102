import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';

/** Descriptions shorter than this (in text characters) are shown whole, without a toggle. */
const COLLAPSE_FROM = 280;
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').trim().length;

/** requirements/events-and-seats.md §2.1 'Event detail': the description with a show-more/show-less toggle. */
export function EventDescription({ html }: { html?: string | null }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!html) return null;
  const long = textLength(html) > COLLAPSE_FROM;
  return (
    <div className="event-description">
      <div id={id} className={`event-description__text${long && !open ? ' event-description__text--collapsed' : ''}`}>
        <SafeHtml html={html} className="prose" />
      </div>
      {long && (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('detail.showLess') : t('detail.showMore')}
        </button>
      )}
    </div>
  );
}
