import { describe, expect, it } from 'vitest';
import { decodeQrOnPage, pageCount, pdfToText } from '../../testing/pdf.fixtures';
import { orderItemSummary } from '../../../../booking-summary/order-item-summary';
import { renderBookingPdf } from './booking-pdf';
import { renderCouponPdf } from './coupon-pdf';

const header = { shopName: 'Museen am Fluss', currency: 'EUR', orderId: 42, reference: 'R-1' };

describe('booking confirmation PDF', () => {
  it('prints the tour, its lines and total, and a scannable booking code', async () => {
    const summary = orderItemSummary({ type: 'Tour', price_cents: 4800, attributes: {
      title: 'Visita guiada', start_time: '2026-07-06T11:00:00+02:00', participants: 5, language: 'Español', age_group: 'Adultos',
      prices: [{ title: 'Adultos', quantity: 3, price_cents: 1200 }, { title: 'Niños', quantity: 2, price_cents: 600 }], equipment: [{ id: 1, title: 'Audioguía', quantity: 2 }],
    } });
    const pdf = await renderBookingPdf({
      ...header, locale: 'es', kind: 'tour', bookingId: 7, summary, startAt: new Date('2026-07-06T09:00:00Z'),
      durationMinutes: 60, location: 'Altes Museum', barcode: 'TOUR-7',
    });
    expect(pageCount(pdf)).toBe(1);
    const text = pdfToText(pdf);
    for (const part of ['Confirmación de reserva', 'lunes, 6 de julio de 2026', '3 × Adultos', '36,00 €', '48,00 €', 'Referencia R-1',
      'Participantes: 5', 'Grupo de edad: Adultos', 'Idioma: Español', 'Audioguía: 2']) {
      expect(text).toContain(part);
    }
    expect(decodeQrOnPage(pdf, 1)).toBe('TOUR-7');
  });
});

describe('coupon PDF', () => {
  it('prints the code as text and as a QR code with its value', async () => {
    const pdf = await renderCouponPdf({
      ...header, locale: 'en', title: 'Gift card', code: 'GIFT-ABCD-1234', valueCents: 2500, ticketTitle: null,
      validUntil: new Date('2029-12-31T12:00:00Z'),
    });
    const text = pdfToText(pdf);
    expect(text).toContain('GIFT-ABCD-1234');
    expect(text).toContain('Value: €25.00');
    expect(text).toContain('valid until Monday, 31 December 2029');
    expect(decodeQrOnPage(pdf, 1)).toBe('GIFT-ABCD-1234');
  });
});
