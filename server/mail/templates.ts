/** The password reset e-mail: plain text and a small HTML version with the same words. */
export function passwordResetEmail({ link, name }: { link: string; name: string | null }) {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your Hearthkeep account. To choose a new password, open this link within one hour:",
    "",
    link,
    "",
    "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    "<p>Someone asked to reset the password of your Hearthkeep account. To choose a new password, open this link within one hour:</p>",
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    "<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>",
  ].join("\n");
  return { subject: "Reset your Hearthkeep password", text, html };
}

/**
 * The e-mail that proves an address: sent at sign-up and when Settings asks again. Until its link is opened
 * Hearthkeep sends the address nothing else (docs/product.md §4.18).
 */
export function emailVerificationEmail({ link, name }: { link: string; name: string | null }) {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const ask = "Someone signed up for Hearthkeep with this address. To verify that it is yours, open this link within two days:";
  const after = "Until it is verified, Hearthkeep sends this address no reminders or summaries. If you did not sign up, ignore this e-mail: nothing more will come.";
  const text = [greeting, "", ask, "", link, "", after].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${ask}</p>`,
    `<p><a href="${escapeHtml(link)}">Verify my address</a></p>`,
    `<p>${after}</p>`,
  ].join("\n");
  return { subject: "Verify your address for Hearthkeep", text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
