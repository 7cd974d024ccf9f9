/**
 * The US states, DC, the territories and the military "states" the shop ships to: the one list behind the
 * address forms' state select and the API's address validation (checkout and the account's address book).
 * AA, AE and AP are the USPS codes of APO/FPO/DPO mail (Armed Forces Americas, Europe, Pacific); saved
 * addresses may hold them and the territories' codes, so leaving any out would refuse an address on file.
 */
import { z } from 'zod';

// prettier-ignore
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'], ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'], ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'], ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
] as const satisfies readonly (readonly [code: string, name: string])[];

export type UsStateCode = (typeof US_STATES)[number][0];

export const US_STATE_CODES = US_STATES.map(([code]) => code) as [UsStateCode, ...UsStateCode[]];

export const STATE_CODE_MESSAGE =
  'Choose a US state, DC, territory or military (AA, AE, AP) code by its 2 letters (such as FL)';

/** A state code as typed (any case, spaces around) that names one of US_STATES; upper-cased. */
export const StateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(US_STATE_CODES, { error: STATE_CODE_MESSAGE }));
