import type { Lang } from '#contract/messages.js';
import type { SizingSummary } from '#sizing/engine/snapshotText.js';
import { href } from '../../lib/lang.js';

/**
 * A sizing of the /sizing page attached to the contact form: its state and chosen size
 * as the address carries them (`/callMe?product=…&sizing=…&valve=…&act=…`), and what its chip says.
 */
export interface SizingAttachment {
  /** The sizing page's `?s=` state. */
  state: string;
  /** The chosen size, "<product id>-<DN>", or null. */
  valve: string | null;
  /** The actuator step's duty as the page's link writes it (sizing/form/actuatorDuty.ts), or null. */
  act: string | null;
  summary: SizingSummary;
  /** The quotation's fields as the sizing fills them (medium, size, temperature, flow), in its units. */
  quote: { medium: string; dn: string; temperature: string; flow: string };
  /** The saved project it belongs to (its link's token, name and tag count), or null. */
  project: { token: string; name: string; tags: number } | null;
}

/** The contact form with a sizing (and the product it is for, when there is one) attached. */
export function sizingEnquiryHref(
  lang: Lang,
  {
    state,
    valve,
    act = null,
    project = null,
    productId,
  }: {
    state: string;
    valve: string | null;
    act?: string | null;
    project?: string | null;
    productId: number | null;
  },
): string {
  const query = new URLSearchParams();
  if (productId !== null) query.set('product', String(productId));
  query.set('sizing', state);
  if (valve) query.set('valve', valve);
  // A duty means nothing without the valve it closes.
  if (valve && act) query.set('act', act);
  if (project) query.set('project', project);
  return href(`/callMe?${query.toString()}#contact-form`, lang);
}

/** postAdvise's `sizing` of an attachment (the server sizes it again and keeps the snapshot). */
export const sizingBody = (sizing: SizingAttachment | null) =>
  sizing
    ? {
        sizing: {
          state: sizing.state,
          ...(sizing.valve ? { valve: sizing.valve } : {}),
          ...(sizing.valve && sizing.act ? { act: sizing.act } : {}),
          ...(sizing.project ? { project: sizing.project.token } : {}),
        },
      }
    : {};
