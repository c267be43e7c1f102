import type { Pages, ShopInfo } from './content-types';

export function pagesEn(s: ShopInfo): Pages {
  return {
    agb: `<h2>Terms and conditions</h2>
<h3>1. Scope</h3><p>These terms apply to all purchases in the online shop of ${s.name}, operated by ${s.operator}.</p>
<h3>2. Contract</h3><p>Clicking “Order and pay” makes a binding offer. The contract is concluded with our confirmation e-mail.</p>
<h3>3. Prices and payment</h3><p>All prices are final prices in euros including statutory VAT. We accept the payment methods shown during checkout.</p>
<h3>4. Tickets</h3><p>Tickets are valid only for the booked day or time slot. Reduced prices require valid proof.</p>
<h3>5. Cancellation</h3><p>There is no right of withdrawal for leisure events on a fixed date. Vouchers and goods may be returned within 14 days.</p>`,
    impressum: `<h2>Legal notice</h2>
<p>${s.operator}<br>${s.street}<br>${s.zip} ${s.city}, Germany</p>
<p>Represented by: ${s.director} (Director)<br>Phone: ${s.phone}<br>E-mail: <a href="mailto:${s.email}">${s.email}</a></p>
<p>VAT ID: DE 000 000 000 (demo)</p>
<p>This is a demo shop with fictional details. Nothing is actually sold.</p>`,
    datenschutz: `<h2>Privacy policy</h2>
<p>The controller is ${s.operator}, ${s.street}, ${s.zip} ${s.city}.</p>
<h3>What we process</h3><p>For your order we store your name, e-mail address, billing address and the services booked. Payment data is processed only by our payment provider.</p>
<h3>Cookies and analytics</h3><p>Strictly necessary cookies keep your cart. Analytics services load only with your consent, which you can withdraw at any time.</p>
<h3>Your rights</h3><p>You have the right to access, rectification, erasure and restriction of processing. Write to <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    kontakt: `<h2>Contact</h2>
<p>Visitor service ${s.name}<br>${s.street}, ${s.zip} ${s.city}</p>
<p>Phone: ${s.phone} (Tue–Sun, 10 am–4 pm)<br>E-mail: <a href="mailto:${s.email}">${s.email}</a></p>
<p>For group and school bookings, e-mail is the best way to reach us.</p>`,
    faq: `<h2>Frequently asked questions</h2>
<h3>Do I need to print my ticket?</h3><p>No, you can show the ticket on your phone.</p>
<h3>What is a time slot?</h3><p>You enter the museum during the chosen slot and may stay as long as you like.</p>
<h3>Can I exchange my ticket?</h3><p>Tickets for a fixed date cannot be exchanged. In exceptional cases our visitor service will help.</p>
<h3>Are there lockers?</h3><p>Yes, free lockers are available in the foyer.</p>`,
    accessibility: `<h2>Accessibility</h2>
<p>All exhibition rooms are step-free; lifts connect every floor. Wheelchairs and folding stools can be borrowed free of charge.</p>
<p>One companion of a person who needs assistance enters free. Assistance dogs are welcome.</p>
<p>Please send questions about the accessibility of the online shop to <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    'easy-language': `<h2>Easy to read</h2>
<p>Here you can buy tickets for the museum.</p>
<p>You choose a day. You choose a time. Then you pay.</p>
<p>You get an e-mail. Your ticket is in the e-mail.</p>
<p>Do you have questions? Call us: ${s.phone}.</p>`,
    waiting_room: '<p>Right now a great many people want to buy tickets. You are number {{position}} in the queue. Estimated waiting time: {{remaining}}. Please keep this window open.</p>',
  };
}
