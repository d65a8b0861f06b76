import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** Class-name prefixes that only the admin shell, the data grid and the charts register. */
const ADMIN_ONLY = ['RaLayout', 'RaSidebar', 'RaDataTable', 'RaDatagrid', 'MuiBarChart', 'MuiChartsSurface'];

describe('the login page on a slow network', () => {
  it('makes the browser fetch none of the admin shell, the data grid or the charts before it runs', async () => {
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    const upFront = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(upFront.length).toBeGreaterThan(0);
    const code = (await Promise.all(upFront.map(async (file) => (await fetch(`${baseUrl()}${file}`)).text()))).join('\n');
    for (const marker of ADMIN_ONLY) expect(code, marker).not.toContain(marker);
  });
});
