import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dealerZone } from './dealerZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Now on the company's clock: its "today" and "this month", as the server counts them. */
export const dealerNow = () => dayjs().tz(dealerZone());
