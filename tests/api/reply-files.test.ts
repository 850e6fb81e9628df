import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { visitorEnquiry } from '../helpers/desk.js';
import { client } from '../helpers/http.js';
import { multipart, ORIGIN, signedIn } from '../helpers/staff.js';

type Signed = Awaited<ReturnType<typeof signedIn>>;
interface Stored {
  name: string;
  url: string;
  size: number;
}
interface Lookup {
  thread: { author: string; content: string; attachments: Stored[] }[];
}

/** A small real-looking PDF of `size` bytes (its header is what the upload checks). */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

const QUOTATION = pdf(1200);
const DRAWING = pdf(6000);
const DAY = 24 * 3600_000;

describeEachDialect('staff replies with files', (dialect) => {
  // 4 KB of mail attachments: the quotation fits, the drawing goes as a link.
  const { t, smtp } = useTestAppWithMail(dialect, { MAIL_ATTACH_MAX_BYTES: '4096' });
  let support: Signed;

  beforeAll(async () => {
    support = await signedIn(t.app, 'support');
  });

  /** A file uploaded in the reply box of an enquiry, as the console sends it. */
  const upload = (enquiryId: number, name: string, content: Buffer, lang: 'en' | 'zh' = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/admin/api/enquiries/${enquiryId}/files`,
      ...multipart(name, content),
      headers: {
        ...multipart(name, content).headers,
        cookie: support.cookie,
        origin: ORIGIN,
        'accept-language': lang === 'zh' ? 'zh-CN' : 'en',
      },
    });

  const lookup = (email: string, mNo: string) =>
    client(t.app).post<Lookup>('/api/leavemessage/getmessage', { email, m_no: mNo });

  it('mails a PDF as a real attachment beside a plain-text part; the look-up page lists and downloads it', async () => {
    const enquiry = await visitorEnquiry(t, support);
    const stored = await upload(enquiry.id, 'Quotation MR-Q-2611.pdf', QUOTATION);
    expect(stored.statusCode).toBe(201);
    const file = stored.json<Stored>();

    const before = smtp.inbox.length;
    const sent = await support.post<{ mail_sent: boolean }>(`/enquiries/${enquiry.id}/reply`, {
      content: 'Please find our quotation attached.',
      files: [{ name: file.name, url: file.url }],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.mail_sent).toBe(true);

    const mail = await smtp.waitFor(
      enquiry.email,
      (m) => (m.text ?? '').includes('quotation attached'),
      before,
    );
    expect(mail.text).toContain('Quotation MR-Q-2611.pdf');
    expect(mail.html).toBeTruthy();
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Quotation MR-Q-2611.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.equals(QUOTATION)).toBe(true);

    const found = await lookup(enquiry.email, enquiry.mNo);
    const reply = found.body.data.thread.find((m) => m.author === 'staff')!;
    expect(reply.attachments.map((a) => a.name)).toEqual(['Quotation MR-Q-2611.pdf']);
    const download = await t.app.inject({ url: reply.attachments[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(QUOTATION)).toBe(true);
    expect(download.headers['content-disposition']).toContain('Quotation%20MR-Q-2611.pdf');

    // Someone with the case number but another e-mail address gets neither the thread nor its files.
    const stranger = await client(t.app).post('/api/leavemessage/getmessage', {
      email: 'someone.else@example.com',
      m_no: enquiry.mNo,
    });
    expect(stranger.body.code).toBe(0);
    expect(JSON.stringify(stranger.body)).not.toContain('/uploads/');

    // The console's thread shows the file on the staff reply.
    const detail = await support.get<{ thread: { author: string; attachments: Stored[] }[] }>(
      `/enquiries/${enquiry.id}`,
    );
    expect(detail.body.thread.find((m) => m.author === 'staff')!.attachments.map((a) => a.name)).toEqual([
      'Quotation MR-Q-2611.pdf',
    ]);

    // An upload belongs to one reply: it cannot be sent again with another.
    const again = await support.post(`/enquiries/${enquiry.id}/reply`, {
      content: 'Again.',
      files: [{ name: file.name, url: file.url }],
    });
    expect(again.status).toBe(400);
  });

  it('sends a file past the mail size as a link that downloads until it expires, then says so in both languages', async () => {
    const enquiry = await visitorEnquiry(t, support, 'zh');
    const quotation = (await upload(enquiry.id, 'quotation.pdf', QUOTATION)).json<Stored>();
    const drawing = (await upload(enquiry.id, '总装图 FV-101.pdf', DRAWING)).json<Stored>();

    const before = smtp.inbox.length;
    await support.post(`/enquiries/${enquiry.id}/reply`, {
      content: '报价和总装图见附件。',
      files: [quotation, drawing].map(({ name, url }) => ({ name, url })),
    });
    const mail = await smtp.waitFor(enquiry.email, (m) => (m.text ?? '').includes('报价和总装图'), before);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['quotation.pdf']);
    const link = /(http:\/\/valve\.test\/uploads\/link\/\S+)/.exec(mail.text ?? '')![1]!;
    expect(mail.text).toContain('总装图 FV-101.pdf');
    // The link's expiry names its zone.
    expect(mail.text).toMatch(/有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 中国标准时间 \(UTC\+8\)/);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const path = new URL(link).pathname;
    const valid = await t.app.inject({ url: path });
    expect(valid.statusCode).toBe(200);
    expect(valid.rawPayload.equals(DRAWING)).toBe(true);
    expect(valid.headers['content-disposition']).toContain(encodeURIComponent('总装图 FV-101.pdf'));

    // A link changed by hand (another expiry) is refused, not honoured.
    const [id, stamp, signature] = path.split('/').pop()!.split('.');
    const stretched = await t.app.inject({
      url: `/uploads/link/${id}.${(parseInt(stamp!, 36) + DAY).toString(36)}.${signature}`,
    });
    expect(stretched.statusCode).toBe(404);
    expect(stretched.body).toContain('This download link is not valid');

    t.clock.advance(31 * DAY);
    try {
      const expired = await t.app.inject({ url: path });
      expect(expired.statusCode).toBe(410);
      expect(expired.headers['content-type']).toContain('text/html');
      expect(expired.body).toContain('This download link has expired.');
      expect(expired.body).toContain('此下载链接已过期。');
      expect(expired.body).toContain('/zh/message-record');
      // The look-up page still has the file, for the case's own e-mail and number.
      const found = await lookup(enquiry.email, enquiry.mNo);
      const files = found.body.data.thread.find((m) => m.author === 'staff')!.attachments;
      expect(files.map((f) => f.name)).toEqual(['quotation.pdf', '总装图 FV-101.pdf']);
      expect((await t.app.inject({ url: files[1]!.url })).rawPayload.equals(DRAWING)).toBe(true);
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });

  it('formats a reply with paragraphs, lists, bold and links, and lets no script or javascript: link through', async () => {
    const enquiry = await visitorEnquiry(t, support);
    const content = [
      'Dear Erin,',
      '',
      'Our offer for **six DN150 globe valves**:',
      '- Body: cast steel WCB',
      '- Trim: 316 + Stellite',
      '',
      '1. Drawings in 2 weeks',
      '2. Delivery in 8 weeks',
      '',
      'Data sheet: [MRC-G150](https://mapleriver-controls.example/products/g150) <script>alert(1)</script>',
      '[Click me](javascript:alert(1)) <img src=x onerror=alert(2)>',
    ].join('\n');
    const before = smtp.inbox.length;
    const sent = await support.post(`/enquiries/${enquiry.id}/reply`, { content });
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor(enquiry.email, (m) => (m.text ?? '').includes('Dear Erin'), before);
    const html = String(mail.html);
    expect(html).toContain('<strong>six DN150 globe valves</strong>');
    expect(html).toContain('<ul><li>Body: cast steel WCB</li><li>Trim: 316 + Stellite</li></ul>');
    expect(html).toContain('<ol><li>Drawings in 2 weeks</li><li>Delivery in 8 weeks</li></ol>');
    expect(html).toContain(
      '<a href="https://mapleriver-controls.example/products/g150" rel="noopener noreferrer">MRC-G150</a>',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    // The plain-text part reads as text: lists with "- " and "1. ", a link as "text (url)".
    expect(mail.text).toContain(
      'Our offer for six DN150 globe valves:\n\n- Body: cast steel WCB\n- Trim: 316 + Stellite',
    );
    expect(mail.text).toContain('1. Drawings in 2 weeks\n2. Delivery in 8 weeks');
    expect(mail.text).toContain('Data sheet: MRC-G150 (https://mapleriver-controls.example/products/g150)');
    expect(mail.text).not.toContain('**');
  });

  it('refuses a file of a type the site does not take, or whose content is not its type, with a named error in the member’s language', async () => {
    const enquiry = await visitorEnquiry(t, support);
    const exe = await upload(enquiry.id, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(400);
    expect(exe.json<{ message: string }>().message).toBe(
      'This file type cannot be uploaded; allowed: doc, docx, xls, xlsx, ppt, pptx, txt, pdf, jpg, jpeg, png',
    );
    const zh = await upload(enquiry.id, 'setup.exe', Buffer.from('MZ\x90\x00'), 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json<{ message: string }>().message).toMatch(/^不能上传该类型的文件，允许：doc, /);

    const renamed = await upload(enquiry.id, 'quotation.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ message: string }>().message).toBe('The content of the file is not a pdf file');

    // A file that is not one of this site's uploads cannot ride on a reply.
    const foreign = await support.post<{ message: string }>(`/enquiries/${enquiry.id}/reply`, {
      content: 'See attached.',
      files: [{ name: 'x.pdf', url: 'https://elsewhere.example/x.pdf' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('An attachment is not a file uploaded to this site');
    const thread = await support.get<{ thread: unknown[] }>(`/enquiries/${enquiry.id}`);
    expect(thread.body.thread).toHaveLength(0);
  });
});
