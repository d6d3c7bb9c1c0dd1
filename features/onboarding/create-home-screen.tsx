import { useLocation, useNavigate } from "react-router";
import { normaliseError } from "@lib/http/index.ts";
import { NEW_HOME_SETUP_ADDRESS } from "@features/tasks/index.ts";
import { useCreateHome } from "./api/create-home.ts";
import { NameHomeForm } from "./name-home-form.tsx";
import { OnboardingScreen } from "./onboarding-screen.tsx";

/**
 * /homes/new: another home (docs/product.md §6.5). Named first; once created it is the home shown and the
 * usual onboarding (type, appliances, ages, where it is) sets it up at /homes/new/setup, its completion sent
 * for that home. The setup has an address of its own because showing another home mounts the page afresh.
 */
export function CreateHomeScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const create = useCreateHome();
  if (pathname === NEW_HOME_SETUP_ADDRESS) return <OnboardingScreen />;
  return (
    <NameHomeForm
      onCreate={async (name) => {
        try {
          await create.mutateAsync(name);
        } catch (error) {
          throw normaliseError(error);
        }
        await navigate(NEW_HOME_SETUP_ADDRESS, { replace: true });
      }}
      onCancel={() => void navigate(-1)}
    />
  );
}
