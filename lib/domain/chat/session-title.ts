/** How the Projects list names a session (spec §2 Layout): its title, or '(Untitled: {id})' without one. */
export type TitledSession = { id: string | number; title?: string | null };

export function sessionTitle(session: TitledSession): string {
  const title = session.title?.trim();
  return title ? title : `(Untitled: ${session.id})`;
}
