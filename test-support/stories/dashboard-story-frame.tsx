import type { Decorator } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";

/**
 * The frame a part of the dashboard (a task card, the quick wins strip) has in its stories: inside a router,
 * for its task links, and as wide as the dashboard's column. Only stories import this file.
 */
export const inDashboardColumn: Decorator = (Story) => (
  <MemoryRouter>
    <div className="max-w-3xl">
      <Story />
    </div>
  </MemoryRouter>
);
