/**
 * The guards send visitors to /sign-in with `state.from` (docs/product.md §2.2: the page they came from is
 * remembered). Only a path inside this app is honoured, so a crafted link cannot send a user elsewhere.
 */
export function returnPathFrom(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const from = (state as { from?: unknown }).from;
  const path =
    typeof from === "string"
      ? from
      : typeof from === "object" && from !== null && typeof (from as { pathname?: unknown }).pathname === "string"
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ""}${(from as { hash?: string }).hash ?? ""}`
        : undefined;
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  if (["/sign-in", "/sign-up", "/login", "/signup"].some((page) => path === page || path.startsWith(`${page}?`))) return undefined;
  return path;
}
