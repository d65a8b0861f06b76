import { StyleSheet } from '@emotion/sheet';
import { compile, DECLARATION, serialize, stringify, type Element } from 'stylis';

/**
 * The only computed styles the client tests' tools read: Testing Library's and jest-dom's idea of
 * hidden and visible (display, visibility, opacity) and user-event's check that an element takes
 * clicks (pointer-events). Pseudo-elements' `content` is not read (`computedStyleSupportsPseudoElements`
 * is off).
 */
const READ_BY_TESTS = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

const keepRead = (elements: Element[]): Element[] =>
  elements
    .filter((element) => element.type !== DECLARATION || READ_BY_TESTS.has(element.props as string))
    .map((element) => (Array.isArray(element.children) ? { ...element, children: keepRead(element.children) } : element));

/**
 * jsdom matches every style rule in the document against an element for each `getComputedStyle`,
 * and parses every declaration of the rules that match; a role query asks it for every element it
 * names. With MUI's rules whole, that was a third of the client tests' time (docs/testing.md, Time).
 * So the rules MUI's styles (emotion) put in the document keep only the declarations above: the
 * same elements are hidden, visible and clickable, in a quarter less time.
 */
export function keepOnlyStylesReadByTests() {
  const insert = StyleSheet.prototype.insert;
  StyleSheet.prototype.insert = function insertWhatTestsRead(rule: string) {
    const kept = serialize(keepRead(compile(rule)), stringify);
    if (kept) insert.call(this, kept);
  };
}
