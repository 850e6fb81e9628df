import { data } from 'react-router';
import { message, type Lang } from '#contract/messages.js';
import { problemOf, schemas } from '#contract/schemas.js';
import { newCaseNumber } from '#server/services/desk/enquiries.js';
import type { PageContext } from '#contract/pages.js';
import { postedFields, refusal } from '../../lib/posted.server.js';
import type { AboutItem } from './about.js';
import { checkEnquiry } from './enquiryCheck.js';
import { checkedValues, enquiryBody, formName, formValues, type EnquiryPosted } from './enquiryFields.js';
import type { SizingAttachment } from './sizingAttachment.js';

/**
 * The contact form sent before the page's script ran (a phone still loading it, or no script at
 * all): it posts to the page, never into the address, and this answers it as the script would.
 * The first post checks the fields and mails a code (such a browser has not proved the address:
 * its device cookie is the API's); the second, with the code, sends the enquiry.
 */
export async function postEnquiry(
  request: Request,
  context: PageContext,
  lang: Lang,
  attached: { about: AboutItem | null; sizing: SizingAttachment | null },
) {
  const posted = await postedFields(request);
  const values = formValues(posted);
  const again = (step: 'form' | 'code', errors: Record<string, string>, notice = '') =>
    data<{ enquiry: EnquiryPosted }>(
      {
        enquiry: step === 'code' ? { step, values, errors, notice } : { step, values, errors },
      },
      { status: 400 },
    );
  const problems = checkEnquiry(checkedValues(values), lang, attached.about?.kind === 'product');
  if (problems.size > 0)
    return again('form', Object.fromEntries([...problems].map(([field, text]) => [formName(field), text])));

  const ip = context.clientIp ?? '';
  const email = values.email.trim();
  const emailCode = (posted.email_code ?? '').trim();
  const { services } = context;
  if (!emailCode) {
    try {
      await services.desk.verification.sendCode(email, ip, lang);
    } catch (error) {
      const refused = refusal(error, lang);
      if (!refused) throw error;
      // A code sent a moment ago still stands (the cool-down): the visitor enters that one.
      return again(posted.step === 'code' ? 'code' : 'form', { email_code: refused.text });
    }
    return data<{ enquiry: EnquiryPosted }>({
      enquiry: { step: 'code', values, errors: {}, notice: message('codeSent', lang) },
    });
  }
  const body = schemas.postAdvise.safeParse(enquiryBody(values, { ...attached, emailCode, files: [] }));
  if (!body.success) {
    const { field, key, params } = problemOf(body.error.issues[0], lang);
    return again('code', { [formName(field)]: message(key, lang, params) });
  }
  try {
    // The honeypot: whoever fills it in is told "received" with a number that exists nowhere.
    const caseNumber = values.website
      ? newCaseNumber(Date.now())
      : await services.desk.enquiries.submit(body.data, ip, lang);
    return data<{ enquiry: EnquiryPosted }>({
      enquiry: {
        step: 'sent',
        caseNumber,
        email,
        notice: message('messageSubmitted', lang, { m_no: caseNumber }),
      },
    });
  } catch (error) {
    const refused = refusal(error, lang);
    if (!refused) throw error;
    const field = refused.field ? formName(refused.field) : 'email_code';
    return again('code', { [field]: refused.text });
  }
}
