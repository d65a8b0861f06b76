import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import shellIndonesian, { addPageTexts } from '../../src/i18n/id';
import pagesIndonesian from '../../src/i18n/idPages';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf of a catalogue as a dotted key. */
function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function leaf(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

const indonesian = addPageTexts(shellIndonesian, pagesIndonesian) as unknown as Catalogue;
const english = en as unknown as Catalogue;

describe('Indonesian catalogue', () => {
  it("has every key of ra-language-english, and react-admin's keys only", () => {
    const raKeys = keysOf(englishMessages as unknown as Catalogue).sort();
    expect(raKeys.length).toBeGreaterThan(150);
    expect(keysOf({ ra: indonesian.ra }).sort()).toEqual(raKeys);
  });

  it('has every app.* and resources.* key of the English catalogue, and no other', () => {
    const appKeys = keysOf({ app: english.app, resources: english.resources }).sort();
    expect(appKeys.length).toBeGreaterThan(50);
    expect(keysOf({ app: indonesian.app, resources: indonesian.resources }).sort()).toEqual(appKeys);
  });

  it('translates instead of copying English', () => {
    // Words the Indonesian interface shows in English too, and names that are the same in both languages.
    const sameInBoth = new Set([
      'Page Not Found',
      'Back to page',
      'An error occurred',
      'Logout',
      'Cancel',
      'Click To Update New Version.',
      'This browser does not support desktop notification',
      '© %{year} %{company}',
      'Email',
      'Status',
      'Salesforce Dealer',
      // Words a dealer uses as they are in both languages: statuses, sources, units.
      'Latitude',
      'Longitude',
      'Low',
      'Medium',
      'Hot',
      'Deal',
      'Not Deal',
      'Roadshow',
      'WhatsApp',
      'Order',
      'Indent',
      'Sport',
      'Leasing',
      // A kind of device (Catatan Perangkat).
      'Tablet',
      // Menu entries as the spec names them (the second menu), and Indonesian administrative units without an English word.
      'Import Data',
      'Export Data',
      'Dashboard',
      'Users',
      'Studio',
      // The company's logo (Pengaturan Instansi): the same word in both.
      'Logo',
      // Meta's own names of a number's settings, which the Administrator finds under them in Meta's pages.
      'Verify token',
      'Phone number ID',
      'WhatsApp Business Account ID',
      'App secret',
      'Meta',
      'Marketing',
      'Utility',
      'Kelurahan',
      'Kecamatan',
      // Placeholders and punctuation alone.
      '%{kind}: %{title}',
    ]);
    const words = (text: unknown) => String(text).replace(/%\{\w+\}/g, '').trim();
    const copied = keysOf(english).filter((key) => {
      const text = leaf(indonesian, key);
      return text === leaf(english, key) && words(text) !== '' && !sameInBoth.has(String(text));
    });
    expect(copied).toEqual([]);
  });

  it('never uses the plural separator: polyglot gives Indonesian a single form', () => {
    expect(keysOf(indonesian).filter((key) => String(leaf(indonesian, key)).includes('||||'))).toEqual([]);
  });

  it('uses the session message of docs/product.md for react-admin’s own login check', () => {
    expect(leaf(indonesian, 'ra.auth.auth_check_error')).toBe('Silahkan login, untuk melanjutkan.');
  });
});
