import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AllHomesTask } from "@domain/contract/homes.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { homeKeys } from "@features/tasks/index.ts";

/** `GET /api/tasks/for-dashboard/all-homes`: the open tasks of every home the person belongs to, each naming its home. */
export async function getAllHomesTasks(client: ApiClient): Promise<AllHomesTask[]> {
  const { data } = await callRoute(client, "getAllHomesDashboard", {});
  return data;
}

// Under the homes' keys: the list is the account's, not the shown home's, and a switch of home keeps it.
export const allHomesTasksQueryOptions = (client: ApiClient) => queryOptions({ queryKey: homeKeys.allHomesDashboard(), queryFn: () => getAllHomesTasks(client) });

export function useAllHomesTasks({ enabled }: { enabled: boolean }) {
  const { client } = useAuth();
  return useQuery({ ...allHomesTasksQueryOptions(client), enabled });
}
