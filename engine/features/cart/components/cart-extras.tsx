import { useTranslation } from 'react-i18next';
import type { useCartPage } from '../hooks/use-cart-page.ts';
import { CommentBox } from './comment-box.tsx';
import { CouponForm } from './coupon-form.tsx';
import { DonationPrompt } from './donation-prompt.tsx';
import { ExpressPayment } from './express-payment.tsx';
import { ReservationLegend } from './reservation-legend.tsx';
import { ShippingChoice } from './shipping-choice.tsx';
import { TermsBox } from './terms-box.tsx';

/** requirements/cart.md §2.1, between the table and the payment methods, in the spec's order; each part per its setting. */
export function CartExtras({ page, empty }: { page: ReturnType<typeof useCartPage>; empty: boolean }) {
  const { t } = useTranslation('cart');
  const { settings, shop, cart, actions } = page;
  const campaigns = shop.config.donations?.campaigns ?? [];
  const { addDonation } = settings.donations;
  const banner = t('banner');
  const setParams = (patch: Partial<typeof cart.orderParams>) => actions.update((current) => ({ ...current, orderParams: { ...current.orderParams, ...patch } }));
  const express = () => {
    setParams({ paymentModeId: settings.checkout.paymentModes.ids.wallet });
    // Same entry as the checkout button (requirements/checkout-and-orders.md §4.1): anonymous visitors sign in or go on as guests first.
    void page.checkout('express');
  };
  return (
    <div className="cart-extras">
      {page.showShippingChoice && (
        <ShippingChoice
          selection={cart.shippingSelection} shippingCents={page.totals.shippingCents} currency={shop.currency.code}
          invalid={page.problems.includes('shipping')} onChange={(shipped) => actions.update((current) => ({ ...current, shippingSelection: shipped }))}
        />
      )}
      {settings.cart.showReset && !empty && (
        <button type="button" className="button button--ghost cart-reset" onClick={actions.reset}>{t('actions.reset')}</button>
      )}
      {settings.cart.coupons.allowUse && <CouponForm />}
      {/* Asked once (issue 19): not again after the donation step, whether the visitor gave or declined there. */}
      {settings.donations.showCartPrompt && campaigns.length > 0 && cart.donations.length === 0 && !cart.skipDonation && (
        <DonationPrompt
          valueCents={addDonation.valueCents} currency={shop.currency.code}
          onAdd={() => actions.update((current) => ({ ...current, donations: [...current.donations, { value: addDonation.valueCents, campaign_id: addDonation.campaignId }] }))}
        />
      )}
      {banner && <p className="cart-banner" role="note">{banner}</p>}
      {!empty && <TermsBox />}
      {cart.items.some((item) => item.reservation) && <ReservationLegend />}
      {settings.cart.showComment && <CommentBox value={cart.orderParams.customerComment} onChange={(customerComment) => setParams({ customerComment })} />}
      {page.showExpress && !empty && <ExpressPayment onExpress={express} />}
    </div>
  );
}
