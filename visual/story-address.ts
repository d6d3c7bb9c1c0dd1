/**
 * The address of one story in the built Storybook, as the screenshot run opens it. Every story is asked
 * for with `network:instant`: the run waits for each story to finish, never on the clock, so the mock
 * API's simulated delays (docs/product.md §9.5), which Storybook's Network toolbar item turns on for
 * people browsing, would only lengthen it. The other globals (theme, axe's switch) and any arguments
 * come from the caller, in Storybook's `key:value;key:value` form.
 */
export function storyAddress(storyId: string, { globals, args }: { globals: string; args?: string }): string {
  const argsPart = args ? `&args=${args}` : "";
  return `${process.env.STORYBOOK_URL}/iframe.html?id=${storyId}&viewMode=story&globals=${globals};network:instant${argsPart}`;
}
