import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "@ui/styles/globals.css";
import { AppProviders } from "./providers.tsx";
import { router } from "./router.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
