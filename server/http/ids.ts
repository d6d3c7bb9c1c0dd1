const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids: any other text names no row, and handing it to the database would be a type error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
