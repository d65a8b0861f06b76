import { percentText } from '../../../domain/reportLabels';

/** A count as the dealers write numbers. */
export const countText = (count: number) => count.toLocaleString('id-ID');

/** A share (0–1) as a percentage with one decimal; a dash where there is nothing to share. */
export const shareText = (share: number | null) => (share === null ? '–' : percentText(share));

/** A duration in seconds as days, hours and minutes ('1 j 15 m'), the units given by the caller's language. */
export function durationText(seconds: number, units: { day: string; hour: string; minute: string }) {
  const minutes = Math.round(seconds / 60);
  const parts = [
    [Math.floor(minutes / 1440), units.day],
    [Math.floor((minutes % 1440) / 60), units.hour],
    [minutes % 60, units.minute],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return shown.length ? shown.join(' ') : `0 ${units.minute}`;
}
