import { onlineManager } from '@tanstack/react-query';
import { API_URL } from '../dataProvider/apiOrigin';

/** While the app believes it is offline, it asks this often whether the server answers again. */
export const PROBE_INTERVAL_MS = 10_000;

let probe: ReturnType<typeof setInterval> | undefined;

function stopProbing(): void {
  clearInterval(probe);
  probe = undefined;
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(new URL(`${API_URL}/api/health`, window.location.origin), { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * A call got no answer at all. Outdoors a phone often says it is online while nothing gets through
 * (one bar, a captive portal), and no 'online' event will ever come: react-query is told the app is
 * offline, so what waits pauses with the answers it has instead of failing, and the server is
 * asked every PROBE_INTERVAL_MS until it answers (or the browser says it is back).
 */
export function noteNoAnswer(): void {
  if (!onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  probe ??= setInterval(() => {
    void serverAnswers().then((answers) => {
      if (answers) onlineManager.setOnline(true);
    });
  }, PROBE_INTERVAL_MS);
}

/** react-query's own listeners (the browser's online event) may end the offline spell too. */
onlineManager.subscribe((online) => {
  if (online) stopProbing();
});
