import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { buildAdminSchema } from '../../../tests/mocks/fixtures/admin.ts';
import { startPageUiSchema } from '../../../schemas/start-page.ui.ts';
import { tabSchema } from './form-schema.ts';
import { localiseForm } from './localise-form.ts';

const bundle = buildAdminSchema() as RJSFSchema;
type Node = { title?: string; description?: string; oneOf?: { const: unknown; title: string }[]; items?: Node; properties?: Record<string, Node> };
const at = (schema: RJSFSchema, ...keys: string[]) => keys.reduce<Node>((node, key) => (key === '[]' ? node.items! : node.properties![key]!), schema as Node);

describe('a settings tab in the operator’s language', () => {
  it('titles and describes settings with the operator texts, not the schemas’ documentation', () => {
    const { schema } = localiseForm(tabSchema(bundle, ['startPage']), { startPage: startPageUiSchema }, 'de');
    const interval = at(schema, 'startPage', 'featuredCarousel', 'intervalMs');
    expect(interval.title).toBe('Nächstes Bild nach (Sekunden)');
    expect(interval.description).not.toMatch(/spec|WCAG|ms/);
    expect(at(bundle, 'startPage').title).toBeUndefined();
  });

  it('labels every choice, also of lists of choices and shared definitions', () => {
    const { schema } = localiseForm(tabSchema(bundle, ['tickets', 'checkout']), { tickets: {}, checkout: {} }, 'en');
    expect(at(schema, 'tickets', 'groups', '[]', 'types', '[]').oneOf?.find((choice) => choice.const === 'time_slot')?.title).toBe('Time-slot ticket');
    expect(at(schema, 'checkout', 'paymentModes', 'providers', 'sepa').oneOf?.[0]).toEqual({ const: 'sandbox', title: 'Test provider (no real payment)' });
    expect(at(schema, 'tickets', 'groups', '[]').title).toBe('Ticket group {n}');
  });

  it('keeps the tab’s own uiSchema and adds the controls: seconds, dates, colours and screen names', () => {
    const { uiSchema } = localiseForm(tabSchema(bundle, ['startPage', 'tickets', 'general']), { startPage: startPageUiSchema, tickets: {}, general: {} }, 'de');
    expect(uiSchema.startPage['ui:order']).toEqual(startPageUiSchema['ui:order']);
    expect(uiSchema.startPage.featuredCarousel.intervalMs).toEqual({ 'ui:widget': 'scaled', 'ui:options': { factor: 1000, unit: 'seconds' } });
    expect(uiSchema.tickets.calendar.startDate['ui:widget']).toBe('date');
    expect(uiSchema.tickets.groups.items.types['ui:widget']).toBe('checkboxes');
    expect(uiSchema.tickets.groups.items.timeSlotCapacity.colors.few['ui:widget']).toBe('color');
    expect(uiSchema.general.startState.name['ui:options'].suggestions['shop.start']).toBe('Startseite');
    expect(startPageUiSchema.featuredCarousel.intervalMs).toEqual({ 'ui:widget': 'updown' });
  });
});
