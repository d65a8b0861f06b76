import raw from './faq.md?raw';

/** A question of Bantuan and its answer (Markdown). */
export type Question = { id: string; question: string; answer: string };

/**
 * Reads faq.md: each question is a `## ` line, its answer the Markdown under it until the next
 * one (docs/guide.md). Only those lines are read here; the answers are Markdown for GuideMarkdown.
 */
export function parseFaq(text: string): Question[] {
  const sections = text.replace(/\r\n?/g, '\n').split(/^## /m).slice(1);
  return sections.map((section, index) => {
    const [first, ...rest] = section.split('\n');
    const question = first.trim();
    const answer = rest.join('\n').trim();
    if (!question || !answer) throw new Error(`Bantuan: question ${index + 1} of src/guide/faq.md needs a "## " line and an answer (docs/guide.md)`);
    return { id: `tanya-${index + 1}`, question, answer };
  });
}

export const FAQ: readonly Question[] = parseFaq(raw);
