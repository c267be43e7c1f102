import type { SettingText } from '../setting-text.ts';
import type { startPageDe } from '../de/start-page.ts';

export const startPageEn: Record<keyof typeof startPageDe, SettingText> = {
  startPage: { label: 'Start page', help: 'The blocks of the start page, from top to bottom.' },
  'startPage.callToAction': { label: '“Buy tickets” button', help: 'The big button at the top of the start page.' },
  'startPage.ticketSearch': { label: 'Ticket search', help: "Visitors choose a museum and an exhibition and see today's tickets." },
  'startPage.productCalendar': { label: 'Event calendar', help: 'A calendar with the next dates.' },
  'startPage.featuredCarousel': { label: 'Slideshow of highlights', help: 'Highlighted exhibitions, events and tours in large, changing pictures.' },
  'startPage.featuredCarousel.enabled': { label: 'Show the slideshow', help: 'Shows only when offers are marked as highlights in the ticketing system.' },
  'startPage.featuredCarousel.intervalMs': {
    label: 'Next picture after (seconds)',
    help: 'How long each picture stays. At least 2 seconds so the text can be read; visitors can pause the slideshow at any time.',
  },
  'startPage.featuredCarousel.maxItems': { label: 'At most this many pictures' },
  'startPage.exhibitionCards': { label: 'Exhibitions on the start page', help: 'This many exhibitions appear before the “More” link. 0 hides the block.' },
  'startPage.specialOfferLinks': { label: 'Links to special offers', help: 'How many of the special-offer links appear (at most 3). Their texts and targets are under Translations.' },
  'startPage.externalLinks': { label: 'Links to other websites', help: 'How many of the external links appear (at most 3). Their texts and targets are under Translations.' },
  'startPage.lists': { label: 'Lists on the start page', help: 'Which lists follow the blocks.' },
  'startPage.lists.museums': { label: 'Museums' },
  'startPage.lists.exhibitions': { label: 'Exhibitions' },
  'startPage.lists.events': { label: 'Events', help: 'Sorted by the next date.' },
  'startPage.lists.tours': { label: 'Tours' },
};
