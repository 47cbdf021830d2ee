/**
 * Friendly progress labels for agent tool names (spec §9). The first five are the spec's wording; the rest are
 * ours for the tools our agents expose (DESIGN §5).
 */
export const toolLabels: Readonly<Record<string, string>> = {
  search_arxiv: "Searching papers on a preprint server",
  search_papers: "Searching papers on a preprint server",
  read_user_files: "Reading your files",
  take_notes: "Taking notes",
  finish_deep_search: "Drafting final report",
  implement_success: "Implementation successful",
  finish_task: "Issue resolved",
  todo: "Planning tasks",
  ask_for_user_clarification: "Asking for your input",
  finish_proposal: "Drafting method design report",
  implement_failed: "Implementation failed",
  read_paper: "Reading paper",
  search_github: "Searching code repositories",
  search_openalex: "Searching scholarly works",
  search_semantic_scholar: "Searching Semantic Scholar",
  run_shell: "Running command",
  write_file: "Writing file",
  read_file: "Reading file",
  execute_cell: "Running notebook cell",
  load_user_files: "Loading your files",
  add_markdown_cell: "Writing notebook notes",
  add_code_cell: "Running notebook cell",
  edit_cell: "Fixing notebook cell",
  save_notebook: "Saving notebook version",
  prepare_workspace: "Preparing the workspace",
  list_files: "Listing files",
  patch_file: "Fixing file",
  run_command: "Running command",
  start_background: "Starting background run",
  inspect_process: "Checking background run",
  kill_process: "Stopping background run",
  snapshot_project: "Saving project version",
  implement_success_refused: "Checking results before finishing",
  generate_ideas: "Generating ideas",
  web_search: "Searching the web",
};

/**
 * The label for a tool; unknown tools get a humanised name ("fetch_dataset" → "Fetch dataset") so new tools
 * show something readable before anyone adds a label.
 */
export function toolLabel(name: string): string {
  const known = Object.hasOwn(toolLabels, name) ? toolLabels[name] : undefined;
  if (known !== undefined) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_\-.]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
  const first = words[0];
  if (first === undefined) return "Working";
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(" ");
}
