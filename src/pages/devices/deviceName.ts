import type { TranslateFunction } from 'react-admin';
import type { DeviceSession } from '../../dataProvider/devicesApi';

/**
 * A session's device in the reader's words, from what the server read out of its User-Agent:
 * 'Chrome 142 di Android', the browser or the system alone when only one is known, else
 * 'Perangkat tidak dikenal'.
 */
export function deviceName({ browser, os }: DeviceSession['device'], translate: TranslateFunction): string {
  if (browser && os) return translate('app.devices.browser_on_os', { browser, os });
  return browser ?? os ?? translate('app.devices.unknown_device');
}
