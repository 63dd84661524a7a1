/**
 * When a visitor would like to be rung (Request Phone Call, #24 item 7): a few plain choices a
 * specialist can act on. A file of its own, so only the lazily loaded call form and the server's
 * schema carry it, not every page that needs a field limit.
 */
export const CALL_TIMES = ["Any time", "Weekday mornings", "Weekday afternoons", "Weekday evenings", "Saturdays"] as const;
