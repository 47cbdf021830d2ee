/**
 * The papers screen's address, and the page that renders it for a visitor: proxy.ts serves a request for /papers
 * without a session from app/(visitor)/visitor-papers, under the same address.
 */
export const PAPERS_PATH = "/papers";
export const VISITOR_PAPERS_PATH = "/visitor-papers";
