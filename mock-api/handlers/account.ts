import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import {
  accountExportSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  preferencesAfter,
  preferencesResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
  type Profile,
} from "@domain/contract/index.ts";
import { isUnchangedPassword, UNCHANGED_PASSWORD_CODE, UNCHANGED_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { fakeAccessToken, onboardedProfile, onboardedUser } from "../fixtures/auth.ts";
import { completedEntries, freeSubscription, proSubscription } from "../fixtures/progress.ts";
import { signedUpAccountOf } from "./auth.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { homeCenter, oneHome } from "./homes.ts";
import { simulateWork } from "./simulated-latency.ts";

export const accountUrls = {
  profile: mockPathOf("getProfile"),
  preferences: mockPathOf("updatePreferences"),
  subscription: mockPathOf("getSubscription"),
  export: mockPathOf("exportAccount"),
  exportArchive: mockPathOf("exportAccountArchive"),
  me: mockPathOf("deleteAccount"),
  logoutAll: mockPathOf("logOutEverywhere"),
  changePassword: mockPathOf("changePassword"),
} as const;

/** The mock account's password: what deletion and a password change accept as the current one. */
export const MOCK_ACCOUNT_PASSWORD = "correct horse";

const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

/**
 * The signed-in account over a profile of its own: name and preference changes stick for the story. An
 * account signing up made (auth.ts) answers with, and changes, its own profile, as the server answers the
 * token's user.
 */
export function accountOf(initial: Profile = onboardedProfile) {
  const own = { profile: structuredClone(initial) };
  const accountFor = (request: Request) => signedUpAccountOf(request) ?? own;
  return [
    http.get(accountUrls.profile, ({ request }) => HttpResponse.json(profileResponseSchema.parse(accountFor(request).profile))),
    http.put(accountUrls.profile, async ({ request }) => {
      await simulateWork("update");
      const { name } = updateProfileRequestSchema.parse(await request.json());
      const account = accountFor(request);
      account.profile = { ...account.profile, name };
      return HttpResponse.json(profileResponseSchema.parse(account.profile));
    }),
    http.put(accountUrls.preferences, async ({ request }) => {
      await simulateWork("update");
      const change = updatePreferencesRequestSchema.parse(await request.json());
      const account = accountFor(request);
      account.profile = { ...account.profile, preferences: preferencesAfter(account.profile.preferences, change) };
      return HttpResponse.json(preferencesResponseSchema.parse({ preferences: account.profile.preferences }));
    }),
    http.get(accountUrls.subscription, () => HttpResponse.json(subscriptionResponseSchema.parse(freeSubscription))),
    http.get(accountUrls.export, ({ request }) =>
      HttpResponse.json(
        accountExportSchema.parse({
          exportedAt: "2026-11-24T12:00:00.000Z",
          user: onboardedUser,
          preferences: accountFor(request).profile.preferences,
          home: { id: "home-0002", homeType: "house", createdAt: onboardedUser.createdAt },
          homes: [{ id: "home-0002", name: null, role: "owner", homeType: "house", createdAt: onboardedUser.createdAt }],
          records: { completions: completedEntries.map((entry) => ({ task_id: entry.taskId, notes: entry.notes })) },
        }),
      ),
    ),
    // The mock home keeps no documents, so its export is the JSON above; the archive, asked only when documents
    // exist, is an empty ZIP (its end-of-directory record alone), the shape the server answers.
    http.get(
      accountUrls.exportArchive,
      () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
          headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="hearthkeep-export.zip"' },
        }),
    ),
    http.delete(accountUrls.me, async ({ request }) => {
      await simulateWork("delete");
      const { password } = deleteAccountRequestSchema.parse(await request.json());
      if (password !== MOCK_ACCOUNT_PASSWORD) return refuse(403, errorBody("PASSWORD_INCORRECT", "The password is incorrect"));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(accountUrls.logoutAll, () => new HttpResponse(null, { status: 204 })),
    // The account's homes (docs/product.md §6.5): its one home, unless the story lists others before these.
    ...homeCenter(oneHome),
    http.post(accountUrls.changePassword, async ({ request }) => {
      await simulateWork("update");
      const { currentPassword, newPassword } = changePasswordRequestSchema.parse(await request.json());
      if (currentPassword !== MOCK_ACCOUNT_PASSWORD) return refuse(403, errorBody("PASSWORD_INCORRECT", "The password is incorrect"));
      if (isUnchangedPassword({ currentPassword, newPassword })) return refuse(400, errorBody(UNCHANGED_PASSWORD_CODE, UNCHANGED_PASSWORD_MESSAGE));
      return HttpResponse.json(authResponseSchema.parse({ accessToken: fakeAccessToken(onboardedUser.id), user: onboardedUser }));
    }),
  ];
}

export const accountHandlers = {
  signedIn: () => accountOf(),
  proPlan: () => [http.get(accountUrls.subscription, () => HttpResponse.json(subscriptionResponseSchema.parse(proSubscription))), ...accountOf()],
  darkTheme: () => accountOf({ ...onboardedProfile, preferences: { ...onboardedProfile.preferences, theme: "dark" } }),
  /** A zone chosen in Settings (a holiday home's), kept whatever browser signs in. */
  timeZoneChosen: () => accountOf({ ...onboardedProfile, preferences: { ...onboardedProfile.preferences, timeZone: "America/New_York", timeZoneFollowsBrowser: false } }),
  /** An address nobody verified yet (docs/product.md §4.18): Settings offer a new link. */
  unverifiedAddress: () => accountOf({ ...onboardedProfile, emailVerified: false }),
  loading: () => [
    http.get(accountUrls.profile, neverAnswer),
    http.get(accountUrls.subscription, neverAnswer),
  ],
  failing: () => [http.get(accountUrls.profile, serverError), http.get(accountUrls.subscription, serverError)],
  /** Reads work; every change is refused, as when the server is down for a moment. */
  refusingChanges: () => [
    http.put(accountUrls.profile, serverError),
    http.put(accountUrls.preferences, serverError),
    http.post(accountUrls.logoutAll, serverError),
    http.post(accountUrls.changePassword, serverError),
    ...accountOf(),
  ],
};
