/**
 * requirements/checkout-and-orders.md §4.3 payment_data: a hidden form with the params, auto-submitted by POST to url. Built with
 * DOM calls, not markup, so no param value can inject HTML.
 */
export function autoPost(url: string, params: Record<string, string>, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
