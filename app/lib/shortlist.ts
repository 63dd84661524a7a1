/** How many specialists an owner may save (a cookie of 12 ids stays under 500 bytes). */
export const SHORTLIST_MAX = 12;
/** How many the compare page sets side by side (issue #27 item 1). */
export const COMPARE_MAX = 4;
export const SHORTLIST_PATH = "/shortlist";
