/** Under the roof or land question: 0 means not known, so the report sizes the panels on the use alone (decision 037). */
export const LAND_HINT = 'Not sure? Enter 0 and the report sizes the panels on your use alone.';
