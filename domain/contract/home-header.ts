/**
 * The request header that names the home a request reads or changes, on every route of the table marked
 * `home: true` (docs/product.md §6.5): a person may belong to several homes, and the browser sends the one
 * chosen on this device. The server answers 404 when the caller is not a member of the home named, so another
 * home's data is never read and its id never confirmed. Routes about a home itself (its members, invitations,
 * name) name it in their path instead (`/api/homes/{homeId}/…`).
 * A file of its own, free of zod, so the page's entry can send it before the contract's code arrives.
 */
export const HOME_HEADER = "X-Home-Id";
