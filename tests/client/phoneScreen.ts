import { vi } from 'vitest';

/** A phone's screen (360 px) for MUI's breakpoints, which ask matchMedia: jsdom has none, so every max-width query matches. */
export function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
