import type { CDPSession } from 'playwright';

/**
 * Lighthouse's mobile profile as DevTools applies it (Lighthouse's `mobileSlow4G` with
 * `--throttling-method=devtools`): 562.5 ms per round trip, 1.47 Mbit/s down, 675 kbit/s up, CPU 4×
 * slower, on a Moto G Power sized screen. Applied for real, so every round trip of a waterfall costs
 * what it costs on a phone.
 */
export const MOBILE = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}
