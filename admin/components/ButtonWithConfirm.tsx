import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/**
 * A button for a step that cannot be taken back (close an enquiry, rotate a webhook's secret,
 * delete a file): its click asks in react-admin's confirmation dialog, which closes as soon as
 * staff confirm, and only then the action runs. `words` is the button's message key; the
 * question's title and text are the keys `<words>_title` and `<words>_content`. The other props
 * are the button's.
 */
export function ButtonWithConfirm({
  words,
  onConfirm,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { words: string; onConfirm: () => unknown }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)}>
        {translate(words)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${words}_title`}
        content={`${words}_content`}
        onConfirm={() => {
          setAsking(false);
          void onConfirm();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
