/**
 * requirements/waiting-room.md §7: calls go to {host}/{shop}/{action}, where shop is the first label of the API
 * host. A same-origin host ('/queue') stays relative; an absolute API base names the host, else
 * the shop URL (the page's host) does.
 */
export function queueBaseOf(host: string, apiBase: string, shopUrl: string): string {
  const apiHost = /^https?:\/\//.test(apiBase) ? new URL(apiBase).hostname : shopUrl.split(':')[0] ?? '';
  const label = apiHost.split('.')[0] || 'localhost';
  return `${host.replace(/\/+$/, '')}/${encodeURIComponent(label)}`;
}
