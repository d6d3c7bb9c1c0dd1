/*
 * Several homes per account (docs/product.md §6.5): the header's switcher and the screen that creates another
 * home. Which home is shown, and the list of homes, are in features/tasks, as every screen's data depends on them.
 */
export { CurrentHomeSwitcher } from "./current-home-switcher.tsx";
export { HomeSwitcher, type HomeSwitcherProps } from "./home-switcher.tsx";
