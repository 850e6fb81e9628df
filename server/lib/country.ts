import { getCountries, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Countries of enquiries (ISO 3166 alpha-2, upper case). The routing of the sales desk reads
 * enquiry.country; it is the visitor's choice, else the one of the phone's international prefix.
 */

/** Every country the form offers, in code order (the page names them in its language). */
export const COUNTRY_CODES: readonly string[] = getCountries();

/** Whether `code` is a country we know (upper-case alpha-2). */
export function isCountryCode(code: string): boolean {
  return isSupportedCountry(code);
}

/**
 * The country of a phone number's international prefix: "+49 30 …" → DE, "0086 138…" → CN
 * ("00" is how most of the world dials "+"); '' when the number has no prefix or none we know.
 */
export function countryOfPhone(phone: string): string {
  const trimmed = phone.trim().replace(/^00(?=[1-9])/, '+');
  if (!trimmed.startsWith('+')) return '';
  return parsePhoneNumberFromString(trimmed)?.country ?? '';
}

/** The enquiry's country: the visitor's choice when given, else the phone prefix's. */
export function enquiryCountry(chosen: string, phone: string): string {
  return chosen ? chosen.toUpperCase() : countryOfPhone(phone);
}
