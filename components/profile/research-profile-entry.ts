/**
 * Where the research profile is edited: the Interest modal on the papers screen, whose feed then shows the 'my'
 * papers it selects. The user menu links here instead of loading the modal itself, so the chat and session pages'
 * first load carries no profile code.
 */
import { PAPERS_PATH } from "@/lib/domain/papers/papers-paths";

export { PAPERS_PATH };
export const OPEN_PROFILE_PARAM = "profile";
export const RESEARCH_PROFILE_LABEL = "Research profile";
export const RESEARCH_PROFILE_HREF = `${PAPERS_PATH}?${OPEN_PROFILE_PARAM}=open`;
