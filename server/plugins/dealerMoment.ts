import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_FORMAT } from '../../domain/dateFormat';
import type { TimeZone } from '../../domain/timeZones';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as the dealer's people read it, DD-MM-YYYY HH:mm on the company's clock (docs/product.md). */
export const dealerMoment = (at: Date, zone: TimeZone) => dayjs(at).tz(zone).format(DATE_TIME_FORMAT);
