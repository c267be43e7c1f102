import type { Picture } from '../../../shared/api/page.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import type { EventTexts } from '../lib/event-texts.ts';
import { EventDescription } from './event-description.tsx';

const imageOf = (picture?: Picture | null) => picture?.detail ?? picture?.article ?? picture?.teaser ?? picture?.preview ?? undefined;

/** Title, subtitle, picture and description; the texts may be a chosen date's (requirements/events-and-seats.md §2). */
export function EventIntro({ texts, picture }: { texts: EventTexts; picture?: Picture | null }) {
  const image = imageOf(picture);
  return (
    <header className="event-intro">
      <div className="event-intro__text">
        <PageHeading>{texts.title}</PageHeading>
        {texts.subTitle && <p className="event-intro__subtitle">{texts.subTitle}</p>}
        <EventDescription html={texts.description} />
      </div>
      {image && (
        <figure className="event-intro__figure">
          <img src={image} alt={picture?.description ?? ''} />
          {picture?.copyright_info && <figcaption>{picture.copyright_info}</figcaption>}
        </figure>
      )}
    </header>
  );
}
