import { useSyncExternalStore } from 'react';

/**
 * What the visitor typed into the drawn login page (login.html) before the app's code ran, by
 * input name, for the form to start from.
 */
let typed: Record<string, string> = {};
let stopListening = () => {};

/** Notes what the drawn form holds now, and what is typed into it until the form takes it back. */
export function keepTypedLogin(root: HTMLElement): void {
  const form = root.querySelector('form');
  if (!form) return;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) typed[name] = value;
  const note = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name) typed[event.target.name] = event.target.value;
  };
  root.addEventListener('input', note, true);
  stopListening = () => root.removeEventListener('input', note, true);
}

/**
 * What was typed before the app ran, once: the login form's first values. React keeps what a
 * taken-over input shows, and the form's values then agree with it.
 */
export function takeTypedLogin(): Record<string, string> {
  stopListening();
  const kept = typed;
  typed = {};
  return kept;
}

const noChange = () => () => {};

/**
 * False while the app takes over the drawn page, true from then on: the drawn login button stays
 * disabled until the app can send the form (a native submit would put the password in the address).
 */
export const useAppRunning = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
