import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { consoleCheckFailureNow, expectConsole } from "../test-support/console-guard.ts";

/*
 * The story tests enforce two house rules: a console error or warning fails a story, and so does a request
 * no MSW handler answers (.storybook/preview.tsx). Each story below breaks one rule on purpose, then runs
 * the check that ends every story and expects it to fail, and starts a clean watch so that the story
 * itself passes.
 */

function RuleDemo({ rule }: { rule: string }) {
  return <p className="p-6">{rule}</p>;
}

const meta = {
  title: "Developers/HouseRules",
  component: RuleDemo,
  // Checks of the test harness, not a screen: nothing here for a designer to review or to photograph.
  tags: ["no-visual"],
  args: { rule: "A story fails on a console error and on a request no handler answers." },
} satisfies Meta<typeof RuleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageFilesStillLoad: Story = {
  play: async () => {
    const icon = await fetch("/favicon.svg");
    await expect(icon.ok).toBe(true);
  },
};

export const ConsoleErrorFailsTheStory: Story = {
  play: async () => {
    console.error("A deliberate error in a story");
    await expect(consoleCheckFailureNow()).toMatch(/console\.error was called: A deliberate error in a story/);
  },
};

export const ConsoleWarningFailsTheStory: Story = {
  play: async () => {
    console.warn("A deliberate warning in a story");
    await expect(consoleCheckFailureNow()).toMatch(/console\.warn was called: A deliberate warning in a story/);
  },
};

export const UnmockedRequestFailsTheStory: Story = {
  play: async () => {
    const answer = await fetch("/api/not-mocked-anywhere");
    // Answered with an error by MSW, never sent on to a real server.
    await expect(answer.status).toBe(500);
    await expect(consoleCheckFailureNow()).toMatch(/console\.error was called: .*\/api\/not-mocked-anywhere/);
  },
};

export const ExpectedConsoleErrorPasses: Story = {
  play: async () => {
    expectConsole("error", "A deliberate error the story expects");
    console.error("A deliberate error the story expects");
    await expect(consoleCheckFailureNow()).toBe("");
  },
};

export const ExpectedConsoleErrorMustCome: Story = {
  play: async () => {
    expectConsole("error", "An error that never comes");
    await expect(consoleCheckFailureNow()).toMatch(/console\.error was expected \(An error that never comes\) but never called/);
  },
};
