import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PageContentProvider, useMarkPageContentShown, usePageContentShown } from "./page-content-first.tsx";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** What the page and its surroundings see: the page renders its content once `loaded`, the header reads the gate. */
function mount(app: (props: { loaded: boolean }) => React.ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const render = (loaded: boolean) => root!.render(app({ loaded }));
  return { render, container };
}

describe("the opened page's content first (docs/decisions/030-page-content-before-its-surroundings.md)", () => {
  test("what completes a page waits until the page says its content rendered", async () => {
    const states: boolean[] = [];
    function Header() {
      const shown = usePageContentShown();
      states.push(shown);
      return null;
    }
    function Page({ loaded }: { loaded: boolean }) {
      useMarkPageContentShown(loaded);
      return loaded ? <p>The list</p> : <p>Loading tasks...</p>;
    }
    const { render, container } = mount(({ loaded }) => (
      <PageContentProvider>
        <Header />
        <Page loaded={loaded} />
      </PageContentProvider>
    ));
    render(false);
    await vi.waitFor(() => expect(container.textContent).toBe("Loading tasks..."));
    expect(states.every((shown) => !shown)).toBe(true);

    render(true);
    await vi.waitFor(() => expect(states.at(-1)).toBe(true));
    expect(container.textContent).toBe("The list");
  });

  test("a page that never renders its content keeps the gate closed: nothing it does not need is asked for", async () => {
    const states: boolean[] = [];
    function Header() {
      states.push(usePageContentShown());
      return null;
    }
    function Page() {
      useMarkPageContentShown(false);
      return <p>Loading tasks...</p>;
    }
    const { render, container } = mount(() => (
      <PageContentProvider>
        <Header />
        <Page />
      </PageContentProvider>
    ));
    render(false);
    await vi.waitFor(() => expect(container.textContent).toBe("Loading tasks..."));
    // Two frames on, still closed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((shown) => !shown)).toBe(true);
  });

  test("it opens under React's StrictMode, whose double effects cancel the first wait", async () => {
    const states: boolean[] = [];
    function Header() {
      states.push(usePageContentShown());
      return null;
    }
    function Page() {
      useMarkPageContentShown(true);
      return <p>The list</p>;
    }
    const { render } = mount(() => (
      <React.StrictMode>
        <PageContentProvider>
          <Header />
          <Page />
        </PageContentProvider>
      </React.StrictMode>
    ));
    render(true);
    await vi.waitFor(() => expect(states.at(-1)).toBe(true));
  });

  test("a component outside the app's providers (its own story or test) waits for nothing", async () => {
    const states: boolean[] = [];
    function Header() {
      states.push(usePageContentShown());
      return null;
    }
    const { render } = mount(() => <Header />);
    render(false);
    await vi.waitFor(() => expect(states).toEqual(expect.arrayContaining([true])));
    expect(states.every((shown) => shown)).toBe(true);
  });
});
