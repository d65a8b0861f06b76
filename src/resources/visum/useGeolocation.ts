import { useCallback, useEffect, useState } from 'react';

export type Place = { latitude: number; longitude: number; accuracy: number };

/** Where the browser says the phone is: still looking, found, or not to be had (refused, unavailable, too slow). */
export type Location = { state: 'searching' } | { state: 'found'; place: Place } | { state: 'none' };

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

const supported = () => 'geolocation' in navigator;

/** Asks for the phone's place once when mounted, and again on retry; never blocks anything. */
export function useGeolocation() {
  const [location, setLocation] = useState<Location>(() => (supported() ? { state: 'searching' } : { state: 'none' }));
  const ask = useCallback(() => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setLocation({ state: 'found', place: { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy } }),
      () => setLocation({ state: 'none' }),
      OPTIONS,
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
