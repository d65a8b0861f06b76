import { describe, expect, it } from 'vitest';
import { browserForFile, PHONE_WIDTH } from './browser';

/** Yudi sells for Cabang Dago: "Hari ini" comes first, the figures and charts below. */
const YUDI = 'yudi@majumotor.co.id';
const loggedIn = browserForFile();
const CHART_CODE = /\/assets\/Count(Bar|Pie)Chart-[^/]+\.js$/;

describe('the dashboard on a phone', () => {
  it('fetches and draws a chart only once the salesperson scrolls near it', async () => {
    // Without the service worker, which would fetch every chunk of the app for itself.
    const page = await loggedIn(YUDI, PHONE_WIDTH, { serviceWorkers: 'block' });
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (CHART_CODE.test(request.url())) chartRequests.push(request.url());
    });
    await page.reload();
    const chart = page.getByRole('region', { name: 'Prospek per status' });
    // Its figures are links from the start; the chart above them waits.
    await chart.getByRole('link').first().waitFor();
    expect(await chart.locator('svg').count()).toBe(0);
    expect(chartRequests).toEqual([]);

    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg').first().waitFor();
    expect(chartRequests.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
