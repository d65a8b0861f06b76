import { useCallback, useEffect, useState } from 'react';
import { RANGES } from '../../../domain/limits';

export type Place = { latitude: number; longitude: number; accuracy: number };

/** Where the browser says the phone is: still looking, found, or not to be had (refused, unavailable, too slow). */
export type Location = { state: 'searching' } | { state: 'found'; place: Place } | { state: 'none' };

/** What every position the app asks for may cost: precise, within 20 s, at most a minute old. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

const supported = () => 'geolocation' in navigator;

/** Asks for the phone's place once when mounted, and again on retry; never blocks anything. */
export function useGeolocation() {
  const [location, setLocation] = useState<Location>(() => (supported() ? { state: 'searching' } : { state: 'none' }));
  const ask = useCallback(() => {
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude, accuracy } }) =>
        // A guess wider than the server takes (a desk's network position) places no visit.
        setLocation(accuracy <= RANGES.accuracy.max ? { state: 'found', place: { latitude, longitude, accuracy } } : { state: 'none' }),
      () => setLocation({ state: 'none' }),
      POSITION_OPTIONS,
    );
  }, []);
  useEffect(() => {
    if (supported()) ask();
  }, [ask]);
  const retry = () => {
    if (!supported()) return;
    setLocation({ state: 'searching' });
    ask();
  };
  return { location, retry };
}
