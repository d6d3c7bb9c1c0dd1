import { useNavigate } from "react-router";
import { homeNameOf } from "@domain/contract/homes.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { NEW_HOME_ADDRESS, useCurrentHome } from "@features/tasks/index.ts";
import { useDeleteHome } from "./api/delete-home.ts";
import { useRenameHome } from "./api/rename-home.ts";
import { HOME_SECTION_WORDS, HomeSection } from "./home-section.tsx";

/** Settings' home section wired to the home this device shows; nothing until the person's homes are known. */
export function CurrentHomeSection() {
  const { homes, current } = useCurrentHome();
  const rename = useRenameHome();
  const remove = useDeleteHome();
  const { toast } = useToast();
  const navigate = useNavigate();
  if (!homes || !current) return null;
  const nextHome = homes.find((home) => home.id !== current.id);
  return (
    <HomeSection
      key={current.id}
      home={current}
      homeCount={homes.length}
      onRename={async (name) => {
        try {
          await rename.mutateAsync({ homeId: current.id, name });
        } catch (error) {
          throw normaliseError(error);
        }
        toast({ variant: "success", title: HOME_SECTION_WORDS.renamed });
      }}
      onDelete={async () => {
        if (!nextHome) return;
        try {
          await remove.mutateAsync({ homeId: current.id, nextHomeId: nextHome.id });
        } catch (error) {
          throw normaliseError(error);
        }
        toast({ variant: "success", title: HOME_SECTION_WORDS.deleted, description: `You are now in ${homeNameOf(nextHome)}.` });
      }}
      onAddHome={() => void navigate(NEW_HOME_ADDRESS)}
    />
  );
}
