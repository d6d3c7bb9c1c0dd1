import * as React from "react";

/*
 * Whether a page shows inside the signed-in frame (app/app-shell.tsx: the header, navigation and main of
 * docs/product.md §2.10). A page anyone may open, such as the not-found page, is put in it for a signed-in
 * user, and then leaves out the public header and footer it shows a visitor.
 */
const SignedInFrameContext = React.createContext(false);

export function SignedInFrameProvider({ children }: { children: React.ReactNode }) {
  return <SignedInFrameContext.Provider value={true}>{children}</SignedInFrameContext.Provider>;
}

export function useInSignedInFrame(): boolean {
  return React.useContext(SignedInFrameContext);
}
