import { APP_CODE_META, PAGE_CODE_META } from "./prerender-markers.ts";

/**
 * The script files the build listed in index.html (vite.config.ts) for opening `address`: the app's start,
 * then what that page's first paint runs beyond it, when the build lists the page.
 */
export function listedCode(address: string, doc: Document = document): string[] {
  const lists = [...doc.querySelectorAll<HTMLMetaElement>(`meta[name="${APP_CODE_META}"], meta[name="${PAGE_CODE_META}"]`)];
  return lists
    .filter((list) => list.name === APP_CODE_META || list.dataset.address === address)
    .flatMap((list) => list.content.split(" ").filter(Boolean));
}

/** Whether the build listed the code of the page at `address` (vite.config.ts), which the entry then asks for at once. */
export function pageCodeIsListed(address: string, doc: Document = document): boolean {
  return [...doc.querySelectorAll<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`)].some((list) => list.dataset.address === address);
}
