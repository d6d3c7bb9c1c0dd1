import { createBrowserRouter } from "react-router";
import { buildRoutes, registerPreloaders } from "./routes.tsx";

registerPreloaders();

export const router = createBrowserRouter(buildRoutes());
