const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID, either case: checked before an id from a URL or a form reaches a `uuid` column, which would refuse it with an error. */
export const isUuid = (value: string): boolean => UUID.test(value);
