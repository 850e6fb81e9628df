import '../../styles/enquiry.css';
import { EnquiryForm } from './EnquiryForm.js';

/** The floating widget's Online message form; its own chunk, loaded when the panel opens. */
export default function FloatingMessage() {
  return <EnquiryForm variant="floating" />;
}
