import { useState } from 'react';
import { island } from '../../islands/island.js';
import type { AboutItem } from './about.js';
import type { EnquiryPosted } from './enquiryFields.js';
import { EnquiryForm } from './EnquiryForm.js';
import type { SizingAttachment } from './sizingAttachment.js';

/** Changes the page's query in place (no reload): the address stays shareable as the form changes. */
function replaceQuery(change: (query: URLSearchParams) => URLSearchParams): void {
  const query = change(new URLSearchParams(location.search)).toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/** The contact page's enquiry form, with the item and the sizing the visitor came with. */
export const ContactForm = island(
  'ContactForm',
  function ContactForm({
    about,
    sizing,
    countries,
    posted,
  }: {
    about: AboutItem | null;
    sizing: SizingAttachment | null;
    countries: [string, string][];
    /** The page's answer to the form posted without script. */
    posted: EnquiryPosted | null;
  }) {
    const [item, setItem] = useState(about);
    const [attachedSizing, setAttachedSizing] = useState(sizing);
    return (
      <EnquiryForm
        variant="contact"
        posted={posted}
        about={item}
        countries={countries}
        // Taking the item off takes it out of the address too.
        onRemoveAbout={() => {
          setItem(null);
          replaceQuery(() => new URLSearchParams());
        }}
        sizing={attachedSizing}
        // The sizing's parameters only: the product chip stays.
        onRemoveSizing={() => {
          setAttachedSizing(null);
          replaceQuery((query) => {
            query.delete('sizing');
            query.delete('valve');
            query.delete('project');
            return query;
          });
        }}
      />
    );
  },
);
