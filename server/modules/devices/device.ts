import { parse } from 'bowser';
import type { z } from 'zod';
import type { deviceRecord } from '../../../domain/schemas/device';
import { DEVICE_TYPES, type DeviceType } from '../../../domain/vocabularies';

export type Device = z.output<typeof deviceRecord>;

const UNKNOWN: Device = { browser: null, os: null, type: null, model: null };

const isDeviceType = (value: unknown): value is DeviceType => DEVICE_TYPES.includes(value as DeviceType);

/**
 * The device a login's User-Agent names, read by bowser: the browser with its major version, the
 * system by name, the kind of device and a model where the User-Agent gives one. The system's
 * version is left out: browsers freeze it in the User-Agent (Chrome says 'Android 10' on every
 * Android, Windows 11 says Windows 10, every macOS 10.15.7), so it would mislead. A User-Agent that
 * names nothing (a script, an empty header) is an unknown device, never an error.
 */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent?.trim()) return UNKNOWN;
  const { browser, os, platform } = parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name || null,
    type: isDeviceType(platform.type) ? platform.type : null,
    model: platform.model || null,
  };
}

/** The device in a few words for the activity log ('Chrome 142, Android'); empty for an unknown one. */
export const deviceSummary = (device: Device) => [device.browser, device.os, device.model].filter(Boolean).join(', ');
