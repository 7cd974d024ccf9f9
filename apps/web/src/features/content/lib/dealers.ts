/**
 * The dealer locator's static list, by state. Maintained by hand until dealer accounts carry a public
 * listing (the dealer area issue); replace these entries with the shop's real authorized dealers.
 */
export type Dealer = { name: string; city: string };
export const DEALERS_BY_STATE: { state: string; code: string; dealers: Dealer[] }[] = [
  {
    state: 'California',
    code: 'CA',
    dealers: [
      { name: 'Pacific Car Audio', city: 'Riverside' },
      { name: 'Valley Sound & Security', city: 'Fresno' },
    ],
  },
  {
    state: 'Florida',
    code: 'FL',
    dealers: [
      { name: 'Gulf Coast Audio Installs', city: 'Tampa' },
      { name: 'Bass Lab Orlando', city: 'Orlando' },
    ],
  },
  { state: 'Georgia', code: 'GA', dealers: [{ name: 'Peach State Car Audio', city: 'Atlanta' }] },
  { state: 'Illinois', code: 'IL', dealers: [{ name: 'Windy City Sound', city: 'Chicago' }] },
  { state: 'Ohio', code: 'OH', dealers: [{ name: 'Buckeye Mobile Electronics', city: 'Columbus' }] },
  {
    state: 'Texas',
    code: 'TX',
    dealers: [
      { name: 'Lone Star Bass', city: 'Houston' },
      { name: 'Hill Country Car Audio', city: 'San Antonio' },
    ],
  },
];
