/**
 * The README's results must be numbers the run printed (issue 17: "it never claims a metric that no command
 * printed"). The results table is the first Markdown table under a heading that says "result", else the first
 * table. Its result cells are the ones made of numbers only (with ±, %, brackets and the like): a cell with words
 * ("ResNet-18", "C=1.0") names a row or a setting and is not checked. A number is supported when some number the
 * commands printed rounds to it at the README's precision, or, in a cell with %, when a printed fraction does ×100.
 * Signs are not compared: "−0.41" and "-0.41" and "0.41" are read alike, which keeps dash lookalikes from
 * raising false alarms; the check is there to catch invented numbers.
 */
export type ResultsCheck = { table: false } | { table: true; unsupported: string[] };

const NUMBER = /\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi;
/** What a result cell may hold besides its numbers: signs, ranges, units of proportion and Markdown emphasis. */
const RESULT_CELL_REST = /^[\s±%+\-−–/(),:~*_`x×]*$/;

function tableRows(lines: readonly string[], start: number): string[] {
  const rows: string[] = [];
  for (let index = start; index < lines.length && (lines[index] ?? "").trim().startsWith("|"); index += 1) rows.push((lines[index] ?? "").trim());
  return rows;
}

function isSeparator(row: string): boolean {
  return /^\|[\s|:-]*$/.test(row) && row.includes("-");
}

/** The body rows of the results table, or undefined when the README has no table. */
export function resultsTable(readme: string): string[] | undefined {
  const lines = readme.split("\n");
  const starts: number[] = [];
  let underResults: number | undefined;
  let heading = "";
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? "").trim();
    if (line.startsWith("#")) heading = line.toLowerCase();
    const previous = (lines[index - 1] ?? "").trim();
    if (line.startsWith("|") && !previous.startsWith("|") && isSeparator((lines[index + 1] ?? "").trim())) {
      starts.push(index);
      if (underResults === undefined && heading.includes("result")) underResults = index;
    }
  }
  const start = underResults ?? starts[0];
  return start === undefined ? undefined : tableRows(lines, start).slice(2);
}

function cells(row: string): string[] {
  return row.replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());
}

function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/** Half a unit of the last digit written: "0.953" → 0.0005, "1.2e-3" → 0.00005, "87" → 0.5. */
function tolerance(written: string): number {
  const [mantissa = "", exponent = "0"] = written.toLowerCase().split("e");
  const decimals = mantissa.split(".")[1]?.length ?? 0;
  return 0.5 * 10 ** (Number(exponent) - decimals);
}

export function checkResults(readme: string, outputs: readonly string[]): ResultsCheck {
  const rows = resultsTable(readme);
  if (!rows) return { table: false };
  const printed = outputs.flatMap(numbersIn).map(Number);
  const unsupported: string[] = [];
  for (const cell of rows.flatMap(cells)) {
    const numbers = numbersIn(cell);
    if (numbers.length === 0 || !RESULT_CELL_REST.test(cell.replace(NUMBER, ""))) continue;
    for (const written of numbers) {
      const value = Number(written);
      const slack = tolerance(written) * (1 + 1e-9);
      const matches = (candidate: number) => Math.abs(candidate - value) <= slack;
      const supported = printed.some((number) => matches(number) || (cell.includes("%") && matches(number * 100)));
      if (!supported && !unsupported.includes(written)) unsupported.push(written);
    }
  }
  return { table: true, unsupported };
}
