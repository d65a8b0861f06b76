/**
 * The guide's search: client-side, since the whole guide is a few kilobytes in the
 * page's own chunk. Case and accents are ignored; every word typed must appear in the text, as a
 * word or the start or middle of one ('prosp' finds 'prospek').
 */

/** Lower case without accents: 'Kolaborasi' and 'kolaborasí' read alike. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The text a search compares: folded, and without the addresses of Markdown links ('](/setting/…)'). */
export const searchableText = (markdown: string) => fold(markdown.replace(/\]\([^)]*\)/g, ']'));

/** The words of a query; none for a blank one. */
export const searchWords = (query: string) => fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether a text (searchableText) holds every word; any text holds no words. */
export const holdsWords = (text: string, words: readonly string[]) => words.every((word) => text.includes(word));
