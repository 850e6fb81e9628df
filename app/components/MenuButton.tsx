import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';

/** Opens and closes the phone menu (`#mobile-menu`, the server's HTML beside it). */
export const MenuButton = island('MenuButton', function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const menu = document.getElementById('mobile-menu');
    if (menu) menu.hidden = !open;
  }, [open]);
  return (
    <button
      type="button"
      className="menu-button"
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={() => setOpen(!open)}
    >
      <span aria-hidden="true" className="menu-button__bars" />
      <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.menu')}</span>
    </button>
  );
});
