/** The `tel:` link of a phone number as people write it: without the spaces and dashes that group the digits. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[\s-]/g, '')}`;
}
