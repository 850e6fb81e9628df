/**
 * The text of a PDF as a reader would copy it, page by page (pdfjs-dist, the PDF reader of
 * Firefox): what tests of generated PDFs assert on.
 */
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of PDF's standard fonts (Helvetica…), which a sheet uses without embedding them. */
const standardFontDataUrl = fileURLToPath(
  new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

export interface PdfText {
  pages: string[];
  /** Every page's text, joined. */
  text: string;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdfjs takes the buffer over; it gets a copy so the caller's stays readable.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}
