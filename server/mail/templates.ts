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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
