import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile profile, applied by DevTools throttling: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const PROFILE_LINE = `150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower`;

/** Puts `page` on the phone's network and CPU; its DevTools session is returned to watch the network. */
export async function likeAPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
