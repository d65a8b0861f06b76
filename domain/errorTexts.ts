/** The shape of one error's texts (domain/errors.ts): an Indonesian and an English sentence from its parameters. */

export type ErrorLanguage = 'id' | 'en';

export type Params = Record<string, string | number>;

/** Method syntax on purpose: it lets every entry stand for `ErrorTexts<Params>` when rendered by code. */
export type ErrorTexts<P extends Params> = {
  id(params: P): string;
  en(params: P): string;
};

export const texts = <P extends Params = Record<never, never>>(id: (params: P) => string, en: (params: P) => string): ErrorTexts<P> => ({ id, en });
