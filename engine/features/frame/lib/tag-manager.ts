/**
 * Loads the tag manager container once per page, and only after consent (requirements/frame-and-routing.md §2.4
 * 'Consent banner': consent gates a tag manager).
 */
export function loadTagManager(containerId: string): void {
  if (!/^[A-Z]{2,4}-[A-Z0-9]{4,12}$/.test(containerId)) return;
  if (document.querySelector(`script[data-tag-manager="${containerId}"]`)) return;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.tagManager = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
