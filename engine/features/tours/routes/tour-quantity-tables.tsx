import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { QuantitySelect } from '../../tickets/components/quantity-select.tsx';
import type { EquipmentRow, TourBooking } from '../lib/booking-model.ts';
import { equipmentName } from '../lib/equipment.ts';
import '../../tickets/components/ticket-table.css';

interface TourQuantityTablesProps {
  booking: TourBooking;
  currency: string;
  onQuantity: (key: string, quantity: number) => void;
  onSurcharge: (id: number, quantity: number) => void;
  onEquipment: (id: number, quantity: number) => void;
}

interface Row {
  id: string; title: string; description?: string | null; price?: string; quantity: number; options: number[]; fixed?: boolean; disabled?: boolean;
  /** A state mark after the description, e.g. 'sold out' */
  badge?: { text: string; warning: boolean };
  onChange: (quantity: number) => void;
}

/** Participant prices, surcharges and equipment (requirements/tours.md §5.1 Tours), each row with only its allowed quantities. */
export function TourQuantityTables({ booking, currency, onQuantity, onSurcharge, onEquipment }: TourQuantityTablesProps) {
  const { t, i18n } = useTranslation('tours');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const participants: Row[] = booking.participantRows.map((row) => ({
    id: `tour-price-${row.key}`, title: row.price.title || t('form.defaultPrice'), description: row.price.description,
    price: row.price.group ? t('form.groupPrice', { price: money(row.price.price_cents) }) : money(row.price.price_cents),
    quantity: row.quantity, options: row.options, onChange: (quantity) => onQuantity(row.key, quantity),
  }));
  const surcharges: Row[] = booking.surchargeRows.map((row) => ({
    id: `tour-surcharge-${row.id}`, title: row.price.title ?? '', description: row.price.description, price: money(row.price.price_cents),
    quantity: row.quantity, options: row.options, fixed: row.fixed, onChange: (quantity) => onSurcharge(row.id, quantity),
  }));
  // Sold out reads from the badge alone; while checking, the select stays disabled (requirements/api.md §7.4).
  const equipmentNote = (row: EquipmentRow) =>
    row.state === 'pending' ? t('form.equipmentChecking') : row.state === 'soldOut' ? null : t('form.equipmentMax', { count: row.free });
  const equipmentBadge = (row: EquipmentRow) => {
    if (row.state === 'soldOut') return { text: t('form.equipmentSoldOut'), warning: false };
    return row.state === 'fewLeft' ? { text: t('form.equipmentFewLeft', { count: row.free }), warning: true } : undefined;
  };
  const equipment: Row[] = booking.equipmentRows.map((row) => ({
    id: `tour-equipment-${row.equipment.id}`, title: equipmentName(row.equipment, i18n.language), description: equipmentNote(row),
    badge: equipmentBadge(row), disabled: row.state === 'pending' || row.state === 'soldOut',
    quantity: row.quantity, options: row.options, onChange: (quantity) => onEquipment(row.equipment.id, quantity),
  }));
  return (
    <>
      <QuantityTable caption={t('form.participants')} column={t('form.participants')} rows={participants} />
      <p className="tour-form__hint">{t('form.participantsRange', { min: booking.limits.min, max: booking.limits.max })}</p>
      {surcharges.length > 0 && <QuantityTable caption={t('form.surcharges')} column={t('form.surcharge')} rows={surcharges} />}
      {equipment.length > 0 && <QuantityTable caption={t('form.equipment')} column={t('form.equipmentColumn')} rows={equipment} />}
    </>
  );
}

function QuantityTable({ caption, column, rows }: { caption: string; column: string; rows: Row[] }) {
  const { t } = useTranslation('tours');
  const withPrice = rows.some((row) => row.price !== undefined);
  return (
    <div className="ticket-table-wrap">
      <table className="ticket-table tour-table">
        <caption className="tour-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('form.quantity')}</th>
            <th scope="col">{column}</th>
            {withPrice && <th scope="col" className="ticket-table__price">{t('form.price')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.quantity > 0 ? 'ticket-row--chosen' : undefined}>
              <td className="ticket-row__quantity">
                {row.fixed
                  ? <span className="tour-table__fixed" id={row.id}>{t('form.fixedQuantity', { count: row.quantity })}</span>
                  : <QuantitySelect id={row.id} label={t('form.quantityFor', { title: row.title })} value={row.quantity} available={row.options} disabled={row.disabled} onChange={row.onChange} />}
              </td>
              <td>
                {row.fixed ? <span className="ticket-row__title">{row.title}</span> : <label htmlFor={row.id} className="ticket-row__title">{row.title}</label>}
                {row.description && <span className="ticket-row__note">{row.description}</span>}
                {row.badge && <span className={`tour-badge${row.badge.warning ? ' tour-badge--warning' : ''}`}>{row.badge.text}</span>}
              </td>
              {withPrice && <td className="ticket-row__price">{row.price}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
