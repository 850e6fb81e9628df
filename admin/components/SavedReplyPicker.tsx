import { MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { parseLang } from '#contract/lang.js';
import { fillSavedReply, type SavedReplyValues } from '#contract/savedReplies.js';
import type { SavedReplyRecord } from '#contract/savedReplies.js';

/** What the picker needs of the enquiry being answered. */
export interface ReplyTarget {
  m_no: string;
  name: string;
  company_name: string;
  lang: string;
  items?: { kind: string; model: string; title: string }[];
}

/** The enquiry's values for a saved reply's fields; the product is the first one it names. */
function valuesOf(enquiry: ReplyTarget, staffName: string): SavedReplyValues {
  const product = enquiry.items?.find((i) => i.kind === 'product');
  return {
    name: enquiry.name,
    case: enquiry.m_no,
    company: enquiry.company_name,
    // A product's title usually starts with its model already.
    product: !product
      ? ''
      : product.title.startsWith(product.model)
        ? product.title
        : [product.model, product.title].filter(Boolean).join(' '),
    staff: staffName,
  };
}

/**
 * "Insert a saved reply" beside the reply box: the chosen text, in the visitor's language with the
 * enquiry's fields filled in, goes into the box (after what is there), to be edited before sending.
 */
export function SavedReplyPicker({
  enquiry,
  onInsert,
}: {
  enquiry: ReplyTarget;
  onInsert(text: string): void;
}) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data = [], isPending } = useGetList<SavedReplyRecord>('saved_replies', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'title', order: 'ASC' },
  });
  // The select shows its label again after each insertion.
  const [chosen, setChosen] = useState('');
  if (!isPending && data.length === 0) return null;
  const lang = parseLang(enquiry.lang) ?? 'en';

  function insert(id: string) {
    const reply = data.find((r) => String(r.id) === id);
    if (!reply) return;
    onInsert(fillSavedReply(reply, lang, valuesOf(enquiry, String(identity?.fullName ?? ''))));
    setChosen('');
  }

  return (
    <MuiTextField
      select
      size="small"
      id="saved-reply"
      label={translate('valve.saved_replies.insert')}
      value={chosen}
      onChange={(event) => insert(event.target.value)}
      disabled={isPending}
      sx={{ width: { xs: '100%', sm: 360 }, mb: 1.5 }}
    >
      {data.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {r.title}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
