/*
 * The session's face: who is signed in (the auth provider), the local session's port, and the frames that
 * say whether the page's own content is shown and whether a page is inside the signed-in frame.
 */
export { AuthProvider, useAuth, usePublicPageReader, type AuthState, type LocalTestSession, type PublicPageReader, type TestModeLogin } from "./auth-provider.tsx";
export { type HomeMoveOutcome, type LocalDataProblem, type LocalSessionPort } from "./local-session-port.ts";
export { PageContentProvider, useMarkPageContentShown, usePageContentShown } from "./page-content-first.tsx";
export { SignedInFrameProvider, useInSignedInFrame } from "./signed-in-frame.tsx";
