import type { Decorator } from "@storybook/react-vite";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

/*
 * The router a public page has in the app, for its stories: the page at its address, and every other
 * address answered by a page that says where the visitor arrived, so a play function can follow a link.
 * Only stories import this file (landing and information pages).
 */

function Arrived() {
  const location = useLocation();
  return (
    <main className="grid min-h-64 place-items-center p-6">
      <h1 className="text-xl font-semibold">Arrived at {location.pathname}</h1>
    </main>
  );
}

/** Renders the story at `path` (answering the route pattern `pattern`, the path itself by default). */
export function withPublicRouter(path: string, pattern: string = path): Decorator {
  return function PublicRouterDecorator(Story) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Story />} />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
    );
  };
}

/**
 * A phone-sized viewport (the width the visual run uses for `visual-mobile` stories). A story written for the phone alone spreads this and is tagged `phone-only` in its own literal (Storybook
 * reads tags from the story object as written, not through a spread), so the screenshots take it at the
 * phone width alone: at a desktop width its play, written for the phone layout, would fail.
 */
export const phoneViewport = {
  parameters: {
    viewport: { options: { phone: { name: "Phone (375 × 740)", styles: { width: "375px", height: "740px" }, type: "mobile" } } },
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} as const;
