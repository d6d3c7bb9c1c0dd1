import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useAnnounce } from "../live-region/live-region.tsx";
import { useToast } from "./toast.tsx";

function ToastOrphan() {
  useToast();
  return null;
}

function AnnouncerOrphan() {
  useAnnounce();
  return null;
}

test("useToast outside its provider throws the spec's message", () => {
  expect(() => renderToString(<ToastOrphan />)).toThrow("useToast must be used within ToastProvider");
});

test("useAnnounce outside its provider says which provider is missing", () => {
  expect(() => renderToString(<AnnouncerOrphan />)).toThrow("useAnnounce must be used within LiveRegionProvider");
});
