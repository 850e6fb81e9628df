/**
 * Original demo PDFs (manuals, datasheets, case downloads) drawn with pdf-lib and its standard fonts.
 * Standard fonts only cover WinAnsi, so every drawn string goes through `winAnsi()` first: Chinese and
 * other unsupported characters are dropped, typographic punctuation is folded to ASCII.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfSection {
  heading: string;
  paragraphs: string[];
}

export interface PdfSpec {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
}

const COMPANY = 'Maple River Controls';
const NAVY = rgb(11 / 255, 42 / 255, 74 / 255);
const RED = rgb(200 / 255, 53 / 255, 46 / 255);
const STEEL = rgb(47 / 255, 102 / 255, 144 / 255);
const PALE = rgb(127 / 255, 166 / 255, 200 / 255);
const GREY = rgb(0.36, 0.4, 0.45);
const INK = rgb(0.13, 0.15, 0.18);
const RULE = rgb(0.82, 0.85, 0.88);
const WHITE = rgb(1, 1, 1);

/** A4 in points. */
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const TOP = PAGE_H - 70;
const BOTTOM = 66;
const TEXT_W = PAGE_W - MARGIN_X * 2;

/** Fixed dates keep the generated files reproducible. */
const FIXED_DATE = new Date('2026-01-05T08:00:00Z');

/** Stylised maple leaf (same outline as the site logo), in a 100×100 box with y pointing down. */
const LEAF =
  'M50 4L59 22L69 17L65 40L85 28L80 44L94 46L75 60L79 70L55 66L53 92L47 92L45 66L21 70L25 60L6 46L20 44L15 28L35 40L31 17L41 22Z';

const FOLD: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u2026': '...',
  '\u2022': '-',
  '\u00b7': '-',
  '\u2027': '-',
  '\u30fb': '-',
  '\u2122': '(TM)',
  '\u2044': '/',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\uff0c': ', ',
  '\uff1a': ': ',
  '\uff1b': '; ',
  '\uff08': ' (',
  '\uff09': ') ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u00a0': ' ',
  '\u3000': ' ',
  '\u3001': ', ',
  '\u3002': '. ',
  '\u300a': '"',
  '\u300b': '"',
  '\u300c': '"',
  '\u300d': '"',
  '\u3010': '[',
  '\u3011': ']',
  '\u2103': ' C',
  '\u2109': ' F',
};

/** WinAnsi characters outside Latin-1 that the standard fonts can draw as they are. */
const WIN_EXTRA = new Set([
  ...'\u20ac\u0192\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u02dc\u0161\u203a\u0153\u017e\u0178',
]);

function drawable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_EXTRA.has(ch);
}

/**
 * Returns `s` with only characters the standard fonts can encode (WinAnsi). Known punctuation is
 * folded to ASCII, full-width forms are normalised, accents outside WinAnsi lose their diacritics,
 * anything else (e.g. Chinese, emoji, control characters) is dropped, and whitespace is collapsed.
 */
export function winAnsi(s: string): string {
  let out = '';
  for (const ch of s) {
    const folded = FOLD[ch];
    if (folded !== undefined) out += folded;
    else if (drawable(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const nfkc = ch.normalize('NFKC');
      const nfkd = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      if (nfkc !== ch && [...nfkc].every((c) => FOLD[c] !== undefined || drawable(c)))
        out += [...nfkc].map((c) => FOLD[c] ?? c).join('');
      else if (nfkd && [...nfkd].every(drawable)) out += nfkd;
    }
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** `winAnsi(s)`, or '' when nothing readable (no letter or digit) is left. */
function readable(s: string): string {
  const t = winAnsi(s);
  return /[A-Za-z0-9\u00c0-\u00ff]/.test(t) ? t.replace(/^[\s\-|,;:]+|[\s\-|,;:]+$/g, '') : '';
}

/** Splits `text` into lines no wider than `width`; over-long words are broken. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string): boolean => font.widthOfTextAtSize(s, size) <= width;
  for (const raw of text.split(' ')) {
    let word = raw;
    if (!word) continue;
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let s = text;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > width) s = s.slice(0, -1);
  return `${s.trimEnd()}...`;
}

/**
 * Builds an A4 PDF: a cover header band with the company name, the title and subtitle, then the
 * sections with word-wrapped text flowing over as many pages as needed, and page numbers in the footer.
 * Paragraphs starting with "- " are drawn as bullet points.
 */
export async function makePdf(doc: PdfSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const title = readable(doc.title) || 'Document';
  const subtitle = doc.subtitle ? readable(doc.subtitle) : '';

  pdf.setTitle(doc.title.trim() || title);
  pdf.setAuthor(COMPANY);
  pdf.setCreator(`${COMPANY} demo content generator`);
  pdf.setProducer('pdf-lib');
  pdf.setSubject(doc.subtitle?.trim() || `${COMPANY} - ${title}`);
  pdf.setKeywords(['Maple River Controls', 'control valves', 'demo']);
  pdf.setLanguage('en');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  // ---- cover page header
  let page: PDFPage = pdf.addPage([PAGE_W, PAGE_H]);
  const bandH = 132;
  page.drawRectangle({ x: 0, y: PAGE_H - bandH, width: PAGE_W, height: bandH, color: NAVY });
  page.drawRectangle({ x: 0, y: PAGE_H - bandH - 5, width: PAGE_W, height: 5, color: RED });
  page.drawSvgPath(LEAF, { x: MARGIN_X, y: PAGE_H - 34, scale: 0.5, color: RED });
  page.drawText('MAPLE RIVER CONTROLS', {
    x: MARGIN_X + 62,
    y: PAGE_H - 66,
    size: 20,
    font: bold,
    color: WHITE,
  });
  page.drawText('Control valves  |  Actuators  |  Service', {
    x: MARGIN_X + 62,
    y: PAGE_H - 86,
    size: 9.5,
    font: regular,
    color: PALE,
  });
  page.drawText('Sino-Canadian joint venture since 1965', {
    x: MARGIN_X + 62,
    y: PAGE_H - 101,
    size: 8,
    font: regular,
    color: PALE,
  });

  let y = PAGE_H - bandH - 48;
  for (const line of wrap(title, bold, 22, TEXT_W)) {
    page.drawText(line, { x: MARGIN_X, y, size: 22, font: bold, color: NAVY });
    y -= 28;
  }
  if (subtitle) {
    y += 4;
    for (const line of wrap(subtitle, regular, 12.5, TEXT_W)) {
      page.drawText(line, { x: MARGIN_X, y, size: 12.5, font: regular, color: STEEL });
      y -= 17;
    }
  }
  y -= 6;
  page.drawRectangle({ x: MARGIN_X, y, width: 64, height: 2.5, color: RED });
  y -= 16;
  page.drawText('Demo document - the company, products and data are fictional.', {
    x: MARGIN_X,
    y,
    size: 8,
    font: regular,
    color: GREY,
  });
  y -= 30;

  // ---- body
  const newPage = (): void => {
    page = pdf.addPage([PAGE_W, PAGE_H]);
    page.drawText('MAPLE RIVER CONTROLS', { x: MARGIN_X, y: PAGE_H - 42, size: 8, font: bold, color: NAVY });
    const running = truncate(title, regular, 8, TEXT_W - 140);
    page.drawText(running, {
      x: PAGE_W - MARGIN_X - regular.widthOfTextAtSize(running, 8),
      y: PAGE_H - 42,
      size: 8,
      font: regular,
      color: GREY,
    });
    page.drawLine({
      start: { x: MARGIN_X, y: PAGE_H - 50 },
      end: { x: PAGE_W - MARGIN_X, y: PAGE_H - 50 },
      thickness: 0.6,
      color: RULE,
    });
    y = TOP;
  };
  const need = (h: number): void => {
    if (y - h < BOTTOM) newPage();
  };

  const bodySize = 10.5;
  const lead = 15;
  doc.sections.forEach((section, i) => {
    const heading = readable(section.heading) || `Section ${i + 1}`;
    const headLines = wrap(`${i + 1}. ${heading}`, bold, 13, TEXT_W);
    need(headLines.length * 18 + 8 + lead * 2);
    if (i > 0) y -= 8;
    for (const line of headLines) {
      page.drawText(line, { x: MARGIN_X, y, size: 13, font: bold, color: NAVY });
      y -= 18;
    }
    y -= 2;
    let prevBullet = false;
    for (const para of section.paragraphs) {
      const marker = /^\s*[-*\u2022\u00b7]\s+/.exec(para);
      const bullet = marker !== null;
      const clean = readable(bullet ? para.slice(marker[0].length) : para);
      if (!clean) continue;
      if (prevBullet && !bullet) y -= 5;
      prevBullet = bullet;
      const indent = bullet ? 14 : 0;
      const lines = wrap(clean, regular, bodySize, TEXT_W - indent);
      lines.forEach((line, k) => {
        need(lead);
        if (bullet && k === 0) page.drawCircle({ x: MARGIN_X + 4, y: y + 3.4, size: 1.8, color: RED });
        page.drawText(line, { x: MARGIN_X + indent, y, size: bodySize, font: regular, color: INK });
        y -= lead;
      });
      y -= bullet ? 2 : 7;
    }
  });

  // ---- footers, now that the page count is known
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN_X, y: 44 },
      end: { x: PAGE_W - MARGIN_X, y: 44 },
      thickness: 0.6,
      color: RULE,
    });
    p.drawText(`${COMPANY}  |  www.example.com  |  Demo document`, {
      x: MARGIN_X,
      y: 30,
      size: 7.5,
      font: regular,
      color: GREY,
    });
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: PAGE_W - MARGIN_X - regular.widthOfTextAtSize(label, 7.5),
      y: 30,
      size: 7.5,
      font: regular,
      color: GREY,
    });
  });

  return pdf.save();
}

/* ------------------------------------------------------------------ generic demo text */

function pickBy<T>(title: string, salt: string, options: readonly T[]): T {
  let h = 0x811c9dc5;
  for (const ch of `${salt}|${title}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return options[(h >>> 0) % options.length] as T;
}

/** Plausible generic installation, operation and maintenance manual sections mentioning `title`. */
export function manualSections(title: string): PdfSection[] {
  const t = readable(title) || 'this product';
  const torque = pickBy(title, 'torque', ['45', '60', '85', '120']);
  const interval = pickBy(title, 'interval', ['12', '18', '24']);
  return [
    {
      heading: 'Safety',
      paragraphs: [
        `Read this manual completely before installing, operating or servicing the ${t}. Work on valves, actuators and their accessories must only be carried out by trained personnel who are familiar with the process, the medium and the applicable plant safety rules.`,
        '- Isolate the line and relieve pressure on both sides of the valve before loosening any bolt or fitting.',
        '- Drain hazardous, hot or toxic media and purge the valve before opening the body or bonnet.',
        '- Disconnect air supply and electrical power from the actuator and lock out the energy sources.',
        '- Wear the personal protective equipment required for the medium: gloves, goggles and, where needed, respiratory protection.',
        'Never use the valve outside the pressure, temperature and material limits stated on its nameplate. The nameplate data take precedence over general information in this manual.',
      ],
    },
    {
      heading: 'Scope',
      paragraphs: [
        `This manual covers the installation, commissioning, routine maintenance and troubleshooting of the ${t} in its standard configurations. Special versions may be supplied with a supplement that overrides the corresponding sections of this document.`,
        'Spare parts, repair kits and on-site service are available from Maple River Controls and its authorised service partners. Always quote the serial number from the nameplate when ordering parts.',
      ],
    },
    {
      heading: 'Installation',
      paragraphs: [
        'Remove the protective end covers only immediately before installation and check that the valve interior is clean and free of packing material. Flush the pipeline thoroughly: weld spatter, scale and sand are the most frequent causes of early seat damage.',
        '- Install the valve with the flow arrow on the body pointing in the direction of flow.',
        '- Support the piping on both sides so that no pipe loads are transmitted to the valve body.',
        `- Tighten the flange bolts evenly in a cross pattern in at least three passes; for the reference size the final torque is about ${torque} Nm, see the table supplied with the valve.`,
        '- Preferred mounting is with the actuator vertical above the pipeline; other orientations require support of the actuator in larger sizes.',
        'Connect the instrument air (dry, oil-free, filtered to 40 micron) and the control signal according to the wiring diagram in the terminal compartment.',
      ],
    },
    {
      heading: 'Commissioning',
      paragraphs: [
        `Before the first start-up, stroke the ${t} through its full travel several times and confirm smooth movement without sticking. Check that the travel indicator matches the open and closed positions.`,
        'Run the automatic calibration of the positioner, then verify the response to 0, 25, 50, 75 and 100 percent signal. Record the results in the commissioning report together with the supply pressure and the measured stroking times.',
        'Check the packing and all body joints for leakage at operating pressure. Re-tighten the packing nuts gradually and only as far as needed to stop any leak.',
      ],
    },
    {
      heading: 'Maintenance',
      paragraphs: [
        `Under normal service conditions we recommend an inspection every ${interval} months. Severe service (erosive, cavitating or high-cycle duty) requires shorter intervals that should be set from experience.`,
        '- Inspect the stem for scratches and the packing for leakage; replace the packing set if re-tightening no longer helps.',
        '- Check the condition of seat and plug or disc whenever the valve is opened; lap or replace the trim as necessary.',
        '- Replace all gaskets and soft seals after disassembly. Use only original spare parts.',
        '- Check the air supply filter regulator and drain any condensate.',
      ],
    },
    {
      heading: 'Troubleshooting',
      paragraphs: [
        '- Valve does not move: check air supply pressure, control signal, solenoid valve and positioner status messages.',
        '- Jerky movement or hunting: check for excessive packing friction, re-run the positioner tuning and verify that the valve is correctly sized.',
        '- Leakage through the closed valve: inspect seat and trim for damage or deposits and check the actuator spring range and bench set.',
        '- External leakage at the stem: re-tighten or replace the packing; check the stem surface.',
        `If a fault cannot be cleared, contact the Maple River Controls service hotline with the serial number of the ${t} and a short description of the operating conditions.`,
      ],
    },
  ];
}

/** Plausible generic product datasheet sections mentioning `title`. */
export function datasheetSections(title: string): PdfSection[] {
  const t = readable(title) || 'this product';
  const sizes = pickBy(title, 'size', [
    'DN15 - DN100 (1/2" - 4")',
    'DN25 - DN300 (1" - 12")',
    'DN50 - DN600 (2" - 24")',
  ]);
  const rating = pickBy(title, 'rating', [
    'PN16 - PN40 / Class 150 - 300',
    'PN16 - PN100 / Class 150 - 600',
    'Class 150 - 1500',
  ]);
  const temp = pickBy(title, 'temp', [
    '-29 to +232 C',
    '-46 to +400 C',
    '-196 to +200 C (cryogenic version)',
  ]);
  const cv = pickBy(title, 'cv', ['0.1 to 250', '1 to 1,200', '5 to 4,500']);
  return [
    {
      heading: 'Overview',
      paragraphs: [
        `The ${t} is designed for reliable control and isolation in the process industries: power generation, oil and gas, chemicals, water treatment, pulp and paper and mining. It combines a robust body design with a modular trim and actuator system, so that one platform covers a wide range of duties.`,
        'Designed, machined, assembled and tested by Maple River Controls. Every unit is supplied with a test certificate and a unique serial number for full traceability.',
      ],
    },
    {
      heading: 'Technical data',
      paragraphs: [
        `- Nominal sizes: ${sizes}`,
        `- Pressure ratings: ${rating}`,
        `- Operating temperature: ${temp}`,
        `- Flow coefficient Cv: ${cv}`,
        '- End connections: flanged EN 1092-1 / ASME B16.5, butt-weld or socket-weld on request',
        '- Seat leakage: ANSI/FCI 70-2 Class IV standard, Class V or VI optional',
        '- Flow characteristic: equal percentage, linear or quick opening',
      ],
    },
    {
      heading: 'Materials',
      paragraphs: [
        '- Body and bonnet: carbon steel, stainless steel, duplex or alloy steels',
        '- Trim: stainless steel, hardened or Stellite-faced for erosive service',
        '- Packing: PTFE V-ring, graphite or low-emission packing sets',
        'Special materials and NACE MR0175 compliant versions are available on request.',
      ],
    },
    {
      heading: 'Design features',
      paragraphs: [
        '- Top-entry trim for in-line maintenance without removing the valve from the pipeline',
        '- Guided plug and heavy-duty stem for stable control at low lift',
        '- Low-noise and anti-cavitation trims available',
        '- Standardised mounting interfaces for pneumatic and electric actuators and digital positioners',
      ],
    },
    {
      heading: 'Actuation and accessories',
      paragraphs: [
        `The ${t} can be supplied with spring-return or double-acting pneumatic actuators, electric actuators or manual operators. Typical accessories include digital positioners with HART or fieldbus communication, limit switches, solenoid valves, air filter regulators and position transmitters.`,
      ],
    },
    {
      heading: 'Quality and testing',
      paragraphs: [
        'Manufactured under an ISO 9001 quality management system. Each valve is hydrostatically shell tested and seat-leak tested before shipment; material certificates to EN 10204 3.1 are available.',
        'To order, please state the model number, size, pressure rating, materials, medium, operating conditions and required accessories, or send us your data sheet for a sizing proposal.',
      ],
    },
  ];
}
