/** The first stop of the Tab key: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow focus:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
    >
      Skip to content
    </a>
  );
}
