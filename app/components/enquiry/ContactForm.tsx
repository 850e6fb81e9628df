import { island } from '../../islands/island.js';
import type { AboutItem } from './about.js';
import { EnquiryForm } from './EnquiryForm.js';
import type { SizingAttachment } from './sizingAttachment.js';

/** Changes the page's query in place (no reload): the address stays shareable as the form changes. */
function replaceQuery(change: (query: URLSearchParams) => URLSearchParams): void {
  const query = change(new URLSearchParams(location.search)).toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/** The contact page's enquiry form, with the item and the sizing the visitor came with. */
export const ContactForm = island('ContactForm', function ContactForm({
  about,
  sizing,
  countries,
}: {
  about: AboutItem | null;
  sizing: SizingAttachment | null;
  countries: [string, string][];
}) {
  return (
    <EnquiryForm
      variant="contact"
      about={about}
      countries={countries}
      // Taking the item off takes it out of the address too.
      onRemoveAbout={() => replaceQuery(() => new URLSearchParams())}
      sizing={sizing}
      // The sizing's parameters only: the product chip stays.
      onRemoveSizing={() =>
        replaceQuery((query) => {
          query.delete('sizing');
          query.delete('valve');
          return query;
        })
      }
    />
  );
});
