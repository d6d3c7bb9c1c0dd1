import { bypass, http, HttpResponse } from "msw";

/**
 * For the e-mail stories: a file of the app's public/ folder asked for at the app's public address (the
 * logo reads `https://…/icon-192.png`), answered with the copy Storybook itself serves, so the picture shows.
 */
export function appAssetAt(appUrl: string, assetPath: `/${string}`) {
  return http.get(`${appUrl}${assetPath}`, async () => {
    const asset = await fetch(bypass(new URL(assetPath, window.location.origin)));
    return new HttpResponse(await asset.arrayBuffer(), {
      status: asset.status,
      headers: { "Content-Type": asset.headers.get("Content-Type") ?? "application/octet-stream" },
    });
  });
}
