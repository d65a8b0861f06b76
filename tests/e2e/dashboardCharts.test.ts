import { describe, expect, it } from 'vitest';
import { requestsInFlight, settled, violations } from './axe';
import { browserForFile, PHONE_WIDTH } from './browser';

/** Yudi sells for Cabang Dago: "Hari ini" comes first, the figures and charts below. */
const YUDI = 'yudi@majumotor.co.id';
const loggedIn = browserForFile();
const CHART_CODE = /\/assets\/Count(Bar|Pie)Chart-[^/]+\.js$/;

describe('the dashboard on a phone', () => {
  it('fetches and draws a chart only once the salesperson scrolls near it', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (CHART_CODE.test(request.url())) chartRequests.push(request.url());
    });
    await page.reload();
    const chart = page.getByRole('region', { name: 'Prospek per status' });
    // Its figures are links from the start; the chart above them waits.
    await chart.getByRole('link').first().waitFor();
    // Far below the screen, under "Hari ini" and the figures (more than the 200 px it loads ahead).
    expect((await chart.boundingBox())?.y).toBeGreaterThan(PHONE_WIDTH.height + 400);
    expect(await chart.locator('svg').count()).toBe(0);
    expect(chartRequests).toEqual([]);

    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg').first().waitFor();
    expect(chartRequests.length).toBeGreaterThan(0);

    // Drawn late, the charts are still read by axe-core at 360 px (accessibility.test.ts reads the
    // page as it opens): every one of them, scrolled to in turn, drawn once the page settles.
    const inFlight = requestsInFlight(page);
    for (const title of ['Order per status', 'Funnel penjualan']) {
      await page.getByRole('region', { name: title }).scrollIntoViewIfNeeded();
      await settled(page, inFlight);
    }
    expect(await violations(page, 'the dashboard at 360 px, its charts drawn')).toEqual([]);
    await page.context().close();
  });

  it('keeps the dashboard, and says why, when a chart is scrolled to after the signal went', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const funnel = page.getByRole('region', { name: 'Funnel penjualan' });
    await funnel.getByRole('link').first().waitFor();
    await page.context().setOffline(true);

    await funnel.scrollIntoViewIfNeeded();
    await funnel.getByText('Grafik tidak dapat dimuat tanpa sinyal. Angkanya ada di bawah.').waitFor();
    expect(await funnel.getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Prospek per status' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
