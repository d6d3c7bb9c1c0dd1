/** Query keys of a home's people and invitations, per home, and of an invitation link's page. */
export const householdKeys = {
  all: ["household"] as const,
  home: (homeId: string) => [...householdKeys.all, "home", homeId] as const,
  members: (homeId: string) => [...householdKeys.home(homeId), "members"] as const,
  invitations: (homeId: string) => [...householdKeys.home(homeId), "invitations"] as const,
  invitation: (token: string) => [...householdKeys.all, "invitation", token] as const,
  /** The link's page as a visitor sees it: signed out, or signed in (whether they already belong differs). */
  invitationSeenBy: (token: string, viewer: "signed-in" | "signed-out") => [...householdKeys.invitation(token), viewer] as const,
};
