import { expectTypeOf, test } from "vitest";
import type { IconButtonProps } from "./icon-button.tsx";

// A story cannot show that a name is required: the type checker enforces it (`npm run typecheck`).
test("an icon button cannot be written without its aria-label", () => {
  expectTypeOf<IconButtonProps>().toHaveProperty("aria-label").toEqualTypeOf<string>();
  expectTypeOf<{ children: string }>().not.toExtend<IconButtonProps>();
});
