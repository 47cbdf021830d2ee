"use client";

/**
 * Sending from the home input. Signed in: the submit flow (session, task, list refresh, navigation). A visitor:
 * the query waits for the login (spec §4) and is sent once signed in. While the session is still loading, the
 * query waits for the answer to "signed in or not".
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useCallback, useEffect, useRef, useState } from "react";
import { agents, canonicalAgent, type AgentId } from "@/lib/contract/agents";
import { pendingSubmission } from "@/lib/client/chat-session/pending-submission";
import { submitQuery } from "@/lib/client/chat-session/submit-flow";

export type HomeQuery = { query: string; agent: AgentId | null; fileIds: string[] };

export function useHomeSubmit(options: { onSent: () => void; onRestore: (query: string, agent: AgentId | null) => void }) {
  const { onSent, onRestore } = options;
  const { status } = useAuthSession();
  const [submitting, setSubmitting] = useState(false);
  const queued = useRef<HomeQuery | undefined>(undefined);

  const send = useCallback(
    async (input: HomeQuery) => {
      setSubmitting(true);
      try {
        if (await submitQuery(input)) onSent();
      } finally {
        setSubmitting(false);
      }
    },
    [onSent],
  );

  useEffect(
    () =>
      pendingSubmission.registerSubmitHandler((pending) => {
        const agent = (pending.agentName && canonicalAgent(pending.agentName)) || null;
        onRestore(pending.query, agent);
        return send({ query: pending.query, agent, fileIds: [] });
      }),
    [send, onRestore],
  );

  const dispatch = useCallback(
    (input: HomeQuery, signedIn: boolean) => {
      if (signedIn) return void send(input);
      const agentName = input.agent ? agents[input.agent].primaryName : undefined;
      pendingSubmission.keepUntilSignedIn(agentName ? { query: input.query, agentName } : { query: input.query });
    },
    [send],
  );

  useEffect(() => {
    const waiting = queued.current;
    if (!waiting || status === "loading") return;
    queued.current = undefined;
    dispatch(waiting, status === "authenticated");
  }, [status, dispatch]);

  const submit = useCallback(
    (input: HomeQuery) => {
      const query = input.query.trim();
      if (!query || submitting) return;
      if (status === "loading") queued.current = { ...input, query };
      else dispatch({ ...input, query }, status === "authenticated");
    },
    [status, submitting, dispatch],
  );

  return { submit, submitting };
}
