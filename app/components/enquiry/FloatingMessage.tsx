import enquiryCss from '../../styles/enquiry.css?url';
import { EnquiryForm } from './EnquiryForm.js';

/**
 * The floating widget's Online message form; its own chunk, loaded when the panel opens. Its
 * stylesheet is the contact page's, named as a React resource: on a page that already has it
 * nothing loads again. Imported for its side effect instead, the sheet was emitted a second time
 * under this chunk's name, and the client's `?url` of enquiry.css then named that copy, so hydrating
 * the contact page added a second copy of the sheet and waited for it.
 */
export default function FloatingMessage() {
  return (
    <>
      <link rel="stylesheet" href={enquiryCss} precedence="default" />
      <EnquiryForm variant="floating" />
    </>
  );
}
