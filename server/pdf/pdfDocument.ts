import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';

/**
 * The two page layouts of the app's printable documents (docs/leasing.md): A4 for the office's
 * printer and the customer's file, and a narrow page a phone shows at full width without zooming.
 */
export const LAYOUTS = {
  a4: { size: [595.28, 841.89] as [number, number], margin: 48, body: 10, title: 16, signatures: true },
  phone: { size: [340, 900] as [number, number], margin: 20, body: 11, title: 15, signatures: false },
} as const;
export type Layout = keyof typeof LAYOUTS;

/** The dealer a document is issued in the name of, with its logo's bytes when it has a PNG or JPEG one. */
export type Issuer = { name: string; address: string | null; phone: string | null; email: string | null; logo: Buffer | null };

export type Row = [label: string, value: string];

/** A document being written: its heading, labelled rows, a table, signatures; ended into a stream. */
export function pdfWriter(layout: Layout, info: { title: string; author: string }) {
  const page = LAYOUTS[layout];
  const doc = new PDFDocument({ size: page.size, margin: page.margin, info: { Title: info.title, Author: info.author }, lang: 'id-ID' });
  const width = page.size[0] - 2 * page.margin;
  const bold = () => doc.font('Helvetica-Bold');
  const plain = () => doc.font('Helvetica');

  return {
    doc,
    /** The dealer's logo and name, and how to reach it. */
    issuer(issuer: Issuer) {
      const top = doc.y;
      const logoSize = layout === 'a4' ? 56 : 40;
      if (issuer.logo) {
        doc.image(issuer.logo, page.margin, top, { fit: [logoSize, logoSize] });
        doc.x = page.margin + logoSize + 10;
      }
      const textWidth = width - (issuer.logo ? logoSize + 10 : 0);
      bold().fontSize(page.title).text(issuer.name, { width: textWidth });
      const contact = [issuer.address, issuer.phone, issuer.email].filter(Boolean).join(' · ');
      if (contact) plain().fontSize(page.body - 1).text(contact, { width: textWidth });
      doc.x = page.margin;
      doc.y = Math.max(doc.y, top + (issuer.logo ? logoSize : 0)) + 8;
      doc.moveTo(page.margin, doc.y).lineTo(page.margin + width, doc.y).lineWidth(0.75).stroke();
      doc.moveDown(0.6);
    },
    title(text: string, subtitle?: string) {
      bold().fontSize(page.title).text(text, { align: 'center', width });
      if (subtitle) plain().fontSize(page.body).text(subtitle, { align: 'center', width });
      doc.moveDown(0.6);
    },
    section(heading: string) {
      doc.moveDown(0.4);
      bold().fontSize(page.body + 1).text(heading, page.margin, doc.y, { width });
      doc.moveDown(0.2);
    },
    /** Label and value side by side on A4; the value under its label on a phone. */
    rows(rows: readonly Row[]) {
      for (const [label, value] of rows) {
        if (layout === 'a4') {
          const y = doc.y;
          plain().fontSize(page.body).text(label, page.margin, y, { width: 150 });
          const afterLabel = doc.y;
          bold().text(value || '-', page.margin + 160, y, { width: width - 160 });
          doc.y = Math.max(doc.y, afterLabel);
        } else {
          plain().fontSize(page.body - 1).fillColor('#555555').text(label, page.margin, doc.y, { width });
          bold().fontSize(page.body).fillColor('#000000').text(value || '-', { width });
          doc.moveDown(0.2);
        }
      }
      doc.x = page.margin;
    },
    /** A table of columns; a row drawn bold is the one the document marks (the cheapest). */
    table(heads: readonly string[], body: readonly { cells: readonly string[]; marked?: boolean }[]) {
      const column = width / heads.length;
      const line = (cells: readonly string[], strong: boolean) => {
        const y = doc.y;
        let bottom = y;
        cells.forEach((cell, i) => {
          (strong ? bold() : plain()).fontSize(page.body - (layout === 'phone' ? 1 : 0)).text(cell, page.margin + i * column, y, { width: column - 4 });
          bottom = Math.max(bottom, doc.y);
        });
        doc.y = bottom + 3;
      };
      line(heads, true);
      doc.moveTo(page.margin, doc.y).lineTo(page.margin + width, doc.y).lineWidth(0.5).stroke();
      doc.moveDown(0.2);
      for (const row of body) line(row.cells, Boolean(row.marked));
      doc.x = page.margin;
    },
    note(text: string) {
      doc.moveDown(0.5);
      plain().fontSize(page.body - 1).fillColor('#444444').text(text, page.margin, doc.y, { width });
      doc.fillColor('#000000');
    },
    /** Boxes to sign in, on the A4 page only: a phone's copy is not signed. */
    signatures(names: readonly string[]) {
      if (!page.signatures) return;
      doc.moveDown(2);
      const y = doc.y;
      const box = width / names.length;
      names.forEach((name, i) => {
        plain().fontSize(page.body).text(name, page.margin + i * box, y, { width: box - 10, align: 'center' });
        doc.moveTo(page.margin + i * box + 10, y + 70).lineTo(page.margin + (i + 1) * box - 20, y + 70).lineWidth(0.5).stroke();
      });
      doc.y = y + 80;
      doc.x = page.margin;
    },
    /** Ends the document: the stream of its bytes. */
    end(footer: string): Readable {
      doc.moveDown(1);
      plain().fontSize(page.body - 2).fillColor('#666666').text(footer, page.margin, doc.y, { width, align: 'center' });
      doc.end();
      return doc;
    },
  };
}
