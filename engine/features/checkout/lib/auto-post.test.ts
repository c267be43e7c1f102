import { describe, expect, it, vi } from 'vitest';
import { autoPost } from './auto-post.ts';

describe('payment_data form post (requirements/checkout-and-orders.md §4.3)', () => {
  it('posts a hidden form with every param to payment_data.url', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = autoPost('https://pay.test/form', { amount: '2800', signature: '"><script>' });
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.test/form');
    expect([...new FormData(form).entries()]).toEqual([['amount', '2800'], ['signature', '"><script>']]);
    expect(submit).toHaveBeenCalledOnce();
  });
});
