import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { cartAtom, updateCartAtom } from '../../cart/state/cart.atoms.ts';
import { useNextStep } from '../../cart/hooks/use-next-step.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { AttendeeForm } from '../components/attendee-form.tsx';
import { attendeesFor } from '../lib/attendee-values.ts';
import { attendeeFields, needsPersonalization } from '../../../shared/cart-line/personalization.ts';
import { itemsForStep, parseItemIndex } from '../lib/personalization-items.ts';

/**
 * /tickets/personalization?itemIndex (requirements/tickets.md §2): attendee fields for the cart item at itemIndex (or
 * every item that needs them), then the next item, the donation step or the cart. Nothing to personalise → the cart. No API calls.
 */
function PersonalizationPage() {
  const { t } = useTranslation('tickets');
  const shop = useShop();
  const navigate = useNavigate();
  const nextStep = useNextStep();
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const [search] = useSearchParams();
  const itemIndex = parseItemIndex(search.get('itemIndex'));
  // Once saved, this step's items need nothing more; it must not redirect to the cart under the next step.
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const saved = savedAt === search.toString();
  const update = useSetAtom(updateCartAtom(shop.storagePrefix));
  const configured = shop.settings.tickets.attendeeFields;
  const models = attendeeFields(configured);
  const pending = cart.items.flatMap((item, index) => (needsPersonalization(item, models)
    ? [{ index, title: item.cart.name, attendees: attendeesFor(item.attributes.attendees, item.attributes.quantity ?? 1, models) }]
    : []));
  const items = itemsForStep(pending, itemIndex);
  if (saved) return null;
  if (items.length === 0) return <Navigate to={paths.cart.href()} replace />;
  const fields = models.map((model) => {
    const field = configured.find((candidate) => candidate.model === model);
    return { model, type: field?.type ?? 'text', label: t(`personalization.fields.${field?.name ?? model}`) || field?.name || model };
  });
  const save = (values: Record<number, Record<string, string>[]>) => {
    const next = cart.items.map((item, index) => (values[index] ? { ...item, attributes: { ...item.attributes, attendees: values[index] } } : item));
    update((current) => ({ ...current, items: next }));
    setSavedAt(search.toString());
    navigate(nextStep(next, 'tickets'));
  };
  return (
    <>
      <PageHeading>{t('personalization.title')}</PageHeading>
      <p className="ticket-info">{t('personalization.intro')}</p>
      <AttendeeForm key={items.map((item) => item.index).join()} items={items} fields={fields} onSubmit={save} />
    </>
  );
}

export { PersonalizationPage as Component, RouteError as ErrorBoundary };
