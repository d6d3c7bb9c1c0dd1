/** docs/product.md §3.5, §7.8: a local user's name defaults to the part of the e-mail before the @. */
export function defaultNameFromEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf("@");
  return at === -1 ? trimmed : trimmed.slice(0, at);
}

/**
 * The name a person gave, to greet them by (docs/product.md §2.13); undefined when there is none, or when
 * it is only the first part of their e-mail address, which a home kept in the browser takes as its name
 * until one is given (§3.5): "sam.lee-1990" is no way to greet anyone.
 */
export function nameTheyGave(user: { readonly name?: string | null; readonly email?: string | null }): string | undefined {
  const name = user.name?.trim();
  if (!name) return undefined;
  // Exactly the default: "Sam", typed by sam@example.com, is a name they gave.
  if (user.email && name === defaultNameFromEmail(user.email)) return undefined;
  return name;
}
