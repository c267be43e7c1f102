/**
 * Runs the browser's first Intl work off the main thread (warm-intl.ts): ICU loads its locale and time
 * zone data once per process, so after this the page's own first formatter costs well under a millisecond.
 */
const now = Date.now();
new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(14);
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(now);
new Intl.DateTimeFormat('de', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);
postMessage('warm');
