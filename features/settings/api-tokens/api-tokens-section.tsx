import * as React from "react";
import { normaliseError } from "@lib/http/index.ts";
import { useApiTokens } from "./api/get-api-tokens.ts";
import { useCreateApiToken } from "./api/create-api-token.ts";
import { useRevokeApiToken } from "./api/revoke-api-token.ts";
import { ApiTokensPanel } from "./api-tokens-panel.tsx";

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * The API tokens panel wired to the server. The new token's secret lives in this component's state
 * only, never in the query cache, and is gone once dismissed or the page is left.
 */
export function ApiTokensSection({ copy = copyToClipboard }: { copy?: (text: string) => Promise<void> }) {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = React.useState<{
    name: string;
    secret: string;
  }>();
  const [problem, setProblem] = React.useState<string>();
  const failed = (error: unknown) => {
    setProblem(normaliseError(error).message);
    throw error;
  };
  return (
    <ApiTokensPanel
      tokens={tokens.data?.tokens}
      status={tokens.isPending ? "loading" : tokens.isError ? "error" : "ready"}
      onRetry={() => void tokens.refetch()}
      onCreate={async (request) => {
        setProblem(undefined);
        const answer = await create.mutateAsync(request).catch(failed);
        setCreated({ name: answer.token.name, secret: answer.secret });
      }}
      created={created}
      onDismissCreated={() => setCreated(undefined)}
      onCopy={copy}
      onRevoke={async (id) => {
        setProblem(undefined);
        await revoke.mutateAsync(id).catch(failed);
      }}
      revoking={revoke.isPending ? revoke.variables : undefined}
      problem={problem}
    />
  );
}
