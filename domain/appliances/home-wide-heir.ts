import { isHomeWideTask } from "../catalog/home-wide.ts";
import { isApplianceId, type ApplianceId } from "./identifiers.ts";

/** What the heir of a home-wide task is chosen among: the home's appliances, each with its id and kind. */
export type HomeApplianceOfKind = { readonly id: string; readonly type: string };

export interface HomeWideHeirQuestion<Appliance extends HomeApplianceOfKind> {
  /** The home's appliances, in the order they were added: the first that lists the task inherits it. */
  readonly home: readonly Appliance[];
  /** The id of the appliance being removed. */
  readonly leavingId: string;
  /** The catalogue task its open occurrence is of. */
  readonly catalogTaskId: string;
  /** Whether the catalogue lists the task under an appliance of this kind (the server's catalogue may be a test's). */
  readonly listsTask: (kind: ApplianceId, catalogTaskId: string) => boolean;
  /** Whether the candidate already has its own open occurrence of the task. */
  readonly holdsOwn: (candidate: Appliance) => boolean;
}

/**
 * The appliance a home-wide task (domain/catalog/home-wide.ts) held by the appliance being removed goes to
 * (docs/product.md §4.12, docs/decisions/031-home-wide-tasks.md): the first other appliance of the home
 * that lists it. None for a task of the unit itself, and none when that first one already has its own open
 * occurrence (a home scheduled before tasks were home-wide): then the task goes with the appliance removed.
 * One rule for the server and a home kept in the browser, which tell an occurrence's holder apart their own way.
 */
export function homeWideHeirOf<Appliance extends HomeApplianceOfKind>({
  home,
  leavingId,
  catalogTaskId,
  listsTask,
  holdsOwn,
}: HomeWideHeirQuestion<Appliance>): Appliance | undefined {
  if (!isHomeWideTask(catalogTaskId)) return undefined;
  const heir = home.find((appliance) => appliance.id !== leavingId && isApplianceId(appliance.type) && listsTask(appliance.type, catalogTaskId));
  if (!heir || holdsOwn(heir)) return undefined;
  return heir;
}
