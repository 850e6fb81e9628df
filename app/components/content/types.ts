/** The wire shapes the content screens read: the services' own types (no second model). */
import type { ItemWire, ProductWire } from '#contract/content.js';

export type { ItemWire, ProductWire };

/** A category tag of a list (`type_info`), "All" (id 0) first. */
export interface TypeInfo {
  id: number;
  name: string;
  en_name: string;
}
