import { http as mock, HttpResponse } from 'msw';
import { DASHBOARD_TODAY } from '../../domain/apiPaths';
import type { Today } from '../../domain/schemas/today';

const none = { total: 0, items: [] };

/** A day with nothing to do, as "Hari ini" reads it. */
export const NOTHING_TODAY: Today = { due: none, new_leads: none, planned: none, awaiting: none };

/** The dashboard asks for "Hari ini" with its summary: answered with `today`, nothing unless told. */
export const answerToday = (today: Today = NOTHING_TODAY) => mock.get(DASHBOARD_TODAY, () => HttpResponse.json({ data: today }));
