import type { EventDateDetail, EventDetail } from '../api/events.api.ts';

export interface EventTexts { title: string; subTitle?: string | null; description?: string | null }

/** requirements/events-and-seats.md §2.1 'Event detail': a chosen date's own title, subtitle and description override the event's. */
export function eventTexts(event: EventDetail, date?: Pick<EventDateDetail, 'title' | 'sub_title' | 'description'>): EventTexts {
  return {
    title: date?.title || event.title,
    subTitle: date?.sub_title || event.sub_title,
    description: date?.description || event.description,
  };
}
