"use client";

/**
 * A minimal task input until the home-screen issue brings the real one: Enter sends, Shift+Enter is a new line,
 * Enter during IME composition is ignored (spec §2). A visitor's question waits for the login (spec §4) and is
 * sent automatically once signed in.
 */
import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { pendingSubmission } from "@/lib/client/pending-submission";
import { chatCalls } from "@/lib/contract/calls/chat";
import type { PendingQuery } from "@/lib/domain/pending-query";

export function QuestionForm() {
  const { status } = useSession();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  // A question sent while the session is still loading waits here for the answer to "signed in or not".
  const queued = useRef<string | undefined>(undefined);

  const send = useCallback(
    async ({ query: text }: PendingQuery) => {
      const call = chatCalls["chatSession.create"];
      setBusy(true);
      try {
        // POST /chat_session/create arrives with the chat issue; until then this fails with the §8 policy's toast
        // (expected), and, as §8 says of a failed session creation, loading simply stops.
        const session = await apiRequest(call.path, { method: call.method, body: { query: text }, schema: call.result });
        setQuery("");
        router.push(`/search-v1/${encodeURIComponent(String(session.id))}?isNewSession=true`);
      } catch {
        // Already shown to the user by apiRequest's error policy; the input keeps the text for another try.
      } finally {
        setBusy(false);
      }
    },
    [router],
  );

  useEffect(
    () =>
      pendingSubmission.registerSubmitHandler((pending) => {
        setQuery(pending.query);
        return send(pending);
      }),
    [send],
  );

  const dispatch = useCallback(
    (text: string, signedIn: boolean) => {
      if (signedIn) void send({ query: text });
      else pendingSubmission.keepUntilSignedIn({ query: text });
    },
    [send],
  );

  useEffect(() => {
    const text = queued.current;
    if (text === undefined || status === "loading") return;
    queued.current = undefined;
    dispatch(text, status === "authenticated");
  }, [status, dispatch]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text || busy) return;
    if (status === "loading") queued.current = text;
    else dispatch(text, status === "authenticated");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  }

  return (
    <form ref={formRef} onSubmit={submit} className="w-full max-w-2xl">
      <label htmlFor="research-question" className="sr-only">
        Ask your research question
      </label>
      <div className="rounded-2xl border border-surface-line bg-white p-3 shadow-sm transition focus-within:border-brand focus-within:ring-4 focus-within:ring-brand/10">
        <textarea
          id="research-question"
          name="query"
          rows={3}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask your research question"
          className="block w-full resize-none bg-transparent px-2 py-1 text-base text-neutral-900 outline-none placeholder:text-neutral-400"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-xs text-neutral-400">Enter to send · Shift+Enter for a new line</p>
          <Button type="submit" busy={busy} disabled={query.trim() === ""} className="px-5">
            Send
          </Button>
        </div>
      </div>
    </form>
  );
}
